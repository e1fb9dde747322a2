// What an api cluster's primary and its workers tell each other over the IPC channel, beside
// @socket.io/sticky's own `sticky:*` messages (docs/api.md#several-processes).

/**
 * Marks a process the api's primary forked. Another cluster manager (pm2's cluster mode) forks
 * the api as a cluster worker too: that one must run as a whole api, not wait for our primary.
 */
export const API_WORKER_ENV = 'JOBMATCH_API_WORKER';

/** What a worker needs from its primary before it builds its app. */
export interface WorkerSetup {
  /** One signing key for every worker, so a token one of them issued is good on the others. */
  tokenSecret: string;
  /** One uploads folder for every worker when DATA_DIR is in memory (each would make its own). */
  uploadsDirectory?: string;
  /** Only the worker started first seeds; the others start once it is ready. */
  seed: boolean;
}

export type WorkerMessage =
  | { type: 'api-cluster:setup-request' }
  | { type: 'api-cluster:ready' }
  /** Answered once the primary has handled every message the worker sent before it. */
  | { type: 'api-cluster:sync'; sequence: number };
export type PrimaryMessage =
  | { type: 'api-cluster:setup'; setup: WorkerSetup }
  | { type: 'api-cluster:synced'; sequence: number };

type ClusterMessage = WorkerMessage | PrimaryMessage;

/** Whether `message` is ours, of `type` (sticky's messages share the channel). */
export function isMessage<T extends ClusterMessage['type']>(
  message: unknown,
  type: T,
): message is Extract<ClusterMessage, { type: T }> {
  return (
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type
  );
}
