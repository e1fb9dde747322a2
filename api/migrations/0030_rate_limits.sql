-- Rate-limit and login-throttle counters, in the database so that every api process on one
-- database counts together (docs/api.md#rate-limits, docs/accounts.md#login-throttling).
-- One row per (policy, key): `hits` counted since the row was (re)started; it means nothing
-- after `expires_at` (the next hit starts afresh; housekeeping deletes it).
CREATE TABLE rate_limit_counters (
  policy        text NOT NULL,
  key           text NOT NULL,
  hits          integer NOT NULL,
  last_hit_at   timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (policy, key)
);
CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at);

-- The automatic lockout is gone: failed logins are throttled per address and IP instead
-- (rate_limit_counters); `admin_locked` is the only lock. `failed_attempts` stays as
-- information for administrators (wrong passwords since the last successful login).
ALTER TABLE users DROP COLUMN locked_until;
