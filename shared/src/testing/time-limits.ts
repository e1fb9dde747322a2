/**
 * The time limit of a test that goes through a whole form or journey key by key and click by click
 * in jsdom: slow by design, so it says so (docs/testing.md#time-limits). Every other test keeps
 * jest's 5 s.
 */
export const WHOLE_FORM_TEST_MS = 20_000;
