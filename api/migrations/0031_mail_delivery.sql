-- Background delivery of the outbox (docs/api.md#mail). A row is due while `sent_at` is null
-- and `next_attempt_at` has passed; a sender claims it by moving `next_attempt_at` past its
-- send (a lease), so other api instances skip it. `error` keeps the last failure, `attempts`
-- counts tries; a row given up on keeps `sent_at` and `next_attempt_at` null.
-- Rows from before this migration are not due: they were tried when they were written.
ALTER TABLE mail_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz;
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL;
