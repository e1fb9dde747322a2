/**
 * The limit of an api test that is slow by design: it walks a whole seeded catalogue, creates a
 * database on disk, inserts hundreds of rows to page through, or hashes at the production cost.
 * It says so with this (docs/testing.md#time-limits); every other test keeps the api's default.
 */
export const SLOW_BY_DESIGN_MS = 60_000;
