import type { Worker } from 'node:cluster';
import { Socket } from 'node:net';

// The connections the primary passes to its workers, where sticky and Node leave gaps.

type Send = (...args: unknown[]) => boolean;

/**
 * Sticky picks among all of `cluster.workers`, one still building its app included, and that one
 * would drop what it is sent (nothing listens for it yet). So a new worker's connections wait
 * here until `release`; `discard` cuts them when it died first.
 */
export function holdUntilReady(worker: Worker) {
  const send = worker.send.bind(worker) as Send;
  const held: unknown[][] = [];
  worker.send = ((...args: unknown[]) => {
    held.push(args);
    return true;
  }) as Worker['send'];
  return {
    release() {
      worker.send = send as Worker['send'];
      for (const args of held.splice(0)) send(...args);
    },
    discard() {
      for (const args of held.splice(0))
        for (const arg of args) if (arg instanceof Socket) arg.destroy();
    },
  };
}

/** What Node keeps of the connections it is passing to a worker (internal, hence optional). */
interface HandlesInFlight {
  _pendingMessage?: { handle?: { close?: () => void } } | null;
  _handleQueue?: { handle?: unknown }[] | null;
}

/**
 * Node holds a connection it passed to a worker until the worker acknowledges it, and sends the
 * next ones only then; a worker that died never acknowledges, and those clients would wait for
 * their own time-out. Cuts them; for a worker that has exited.
 */
export function cutConnectionsInFlight(worker: Worker) {
  const channel = worker.process as unknown as HandlesInFlight;
  channel._pendingMessage?.handle?.close?.();
  for (const { handle } of channel._handleQueue ?? [])
    if (handle instanceof Socket) handle.destroy();
}
