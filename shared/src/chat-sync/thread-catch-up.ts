import type { ChatMessage } from '../contracts';
import { fetchMessagesAfter, type FetchMessagesPage } from './fetch-messages-after';

/** `failed`: the last catch-up did not finish; the thread may miss messages until one does. */
export type CatchUpStatus = 'idle' | 'running' | 'failed';

/** Waits before the automatic retries of a failed catch-up; the last one repeats. */
export const CATCH_UP_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface ThreadCatchUpOptions {
  fetchPage: FetchMessagesPage;
  /**
   * The newest sequence the thread holds; undefined while it has not loaded, whose first page
   * brings everything up to then (the catch-up waits for it).
   */
  lastSequence: () => number | undefined;
  /** Each page of caught-up messages, oldest first. */
  onMessages: (messages: ChatMessage[]) => void;
  onStatus?: (status: CatchUpStatus, error?: unknown) => void;
  retryDelaysMs?: readonly number[];
}

export interface ThreadCatchUp {
  /**
   * Fetches everything after the thread's newest message (or after `from`, a hole the thread
   * found in itself), to the end. One run at a time: a call while one runs makes it go once more
   * when done (a message may have come in between). A call after a failure retries at once, from
   * where the failed run stopped: a message that came by the socket meanwhile does not hide the
   * gap before it.
   */
  run(from?: number): Promise<void>;
  status(): CatchUpStatus;
  /** No more runs or retries (the thread closed). */
  stop(): void;
}

/**
 * The catch-up of one thread (docs/chat.md#socket "Catch-up"): run it once the server has
 * acknowledged the subscription, so that every message committed after that point comes by the
 * socket and every one before it by this fetch. A failure is retried by itself with a growing
 * pause, and reported through `onStatus` so the screen can offer to retry now.
 */
export function createThreadCatchUp({
  fetchPage,
  lastSequence,
  onMessages,
  onStatus = () => {},
  retryDelaysMs = CATCH_UP_RETRY_DELAYS_MS,
}: ThreadCatchUpOptions): ThreadCatchUp {
  let status: CatchUpStatus = 'idle';
  let running: Promise<void> | undefined;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Where the next run starts at the latest: a failed run's progress, or a hole asked for. */
  let resumeFrom: number | undefined;
  const resumeAt = (sequence: number) => {
    resumeFrom = resumeFrom === undefined ? sequence : Math.min(resumeFrom, sequence);
  };

  const setStatus = (next: CatchUpStatus, error?: unknown) => {
    if (next === status && next !== 'failed') return;
    status = next;
    onStatus(next, error);
  };

  const clearRetry = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  const scheduleRetry = () => {
    const delays = retryDelaysMs.length > 0 ? retryDelaysMs : CATCH_UP_RETRY_DELAYS_MS;
    const delay = delays[Math.min(failures - 1, delays.length - 1)]!;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void run();
    }, delay);
  };

  async function runToEnd(): Promise<void> {
    do {
      again = false;
      const newest = lastSequence();
      if (newest === undefined || stopped) return;
      const after = resumeFrom === undefined ? newest : Math.min(resumeFrom, newest);
      resumeFrom = undefined;
      let reached = after;
      // a retry keeps `failed` until it succeeds: the screen's notice does not flicker
      if (status !== 'failed') setStatus('running');
      try {
        await fetchMessagesAfter(fetchPage, after, (messages) => {
          if (stopped || messages.length === 0) return;
          reached = messages.at(-1)!.sequence;
          onMessages(messages);
        });
        failures = 0;
      } catch (error) {
        if (stopped) return;
        resumeAt(reached);
        failures += 1;
        setStatus('failed', error);
        scheduleRetry();
        return;
      }
    } while (again && !stopped);
    if (!stopped) setStatus('idle');
  }

  function run(from?: number): Promise<void> {
    if (stopped) return Promise.resolve();
    if (from !== undefined) resumeAt(from);
    clearRetry();
    if (running) {
      again = true;
      return running;
    }
    running = runToEnd().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    run,
    status: () => status,
    stop() {
      stopped = true;
      clearRetry();
    },
  };
}
