import type { Server } from 'socket.io';
import { isMessage, type WorkerMessage } from './cluster-messages';

/** Resolves once the primary has handled everything this worker sent before. */
function syncWithPrimary(): () => Promise<void> {
  const waiting = new Map<number, () => void>();
  let sequence = 0;
  process.on('message', (message: unknown) => {
    if (!isMessage(message, 'api-cluster:synced')) return;
    waiting.get(message.sequence)?.();
    waiting.delete(message.sequence);
  });
  return () =>
    new Promise((resolve) => {
      sequence += 1;
      waiting.set(sequence, resolve);
      process.send?.({ type: 'api-cluster:sync', sequence } satisfies WorkerMessage);
    });
}

/**
 * Sticky learns which worker holds a socket.io session from a message the worker sends once the
 * session is open, and the client's next request can reach the primary before it: that request
 * would go to another worker, which knows no such session ("Session ID unknown"). So each new
 * session is announced in sticky's own terms, and the primary's receipt awaited, before the
 * handshake answers. (Sticky announces it once more when it opens; the primary just records it
 * again.)
 */
export function announceSessionsBeforeAnswering(io: Server): void {
  const synced = syncWithPrimary();
  const generateId = io.engine.generateId.bind(io.engine);
  io.engine.generateId = async (request) => {
    const id = await generateId(request);
    process.send?.({ type: 'sticky:connection', data: id });
    await synced();
    return id;
  };
}
