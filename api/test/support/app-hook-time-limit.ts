// A test file's apps and their databases start in its `beforeAll` and close in its `afterAll`:
// seconds of PGlite and migrations by design, longer on a machine running two test files per
// core. Those hooks get APP_HOOK_MS unless they say otherwise; tests and the `…Each` hooks keep
// jest's 5 s (docs/testing.md#time-limits).
const APP_HOOK_MS = 30_000;

type Hook = typeof beforeAll;
const withLimit =
  (hook: Hook): Hook =>
  (fn, timeout) =>
    hook(fn, timeout ?? APP_HOOK_MS);

globalThis.beforeAll = withLimit(beforeAll);
globalThis.afterAll = withLimit(afterAll);
