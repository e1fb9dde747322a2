/**
 * The limit of an api test that is slow by design: it walks a whole seeded catalogue, creates a
 * database on disk, inserts hundreds of rows to page through, or hashes at the production cost.
 * It says so with this (docs/testing.md#time-limits); every other test keeps the api's default.
 * So does a test that starts api processes of its own, and the kill test of several nodes.
 */
export const SLOW_BY_DESIGN_MS = 60_000;

/**
 * How long a wait inside a test (for a message, a reconnect, an answer) gives up after: within
 * the test's own 5 s limit, so a miss says what it waited for instead of showing as the limit.
 */
export const TEST_WAIT_MS = 4_000;

/** Waits until `condition()` holds, polling; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean,
  what: string | (() => string),
  timeoutMs = TEST_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
