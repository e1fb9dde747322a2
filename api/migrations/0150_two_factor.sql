-- Two-step verification (docs/accounts.md#two-step-verification).

-- One row per user who started enrolling; `confirmed_at` null while the enrolment is pending.
CREATE TABLE user_two_factor (
  user_id          text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  method           text NOT NULL CHECK (method IN ('totp', 'email')),
  -- base32, for `totp` only
  totp_secret      text,
  -- the newest 30-second step a code was accepted for: a code is used once
  last_totp_step   bigint,
  created_at       timestamptz NOT NULL,
  confirmed_at     timestamptz
);

-- Ten single-use codes per enrolment, stored as hashes; a new enrolment replaces them.
CREATE TABLE two_factor_recovery_codes (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A login that gave the right first factor and waits for the second; only its hash is kept.
CREATE TABLE two_factor_challenges (
  token_hash   text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fingerprint  text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX two_factor_challenges_user_idx ON two_factor_challenges (user_id);

-- Six-digit codes mailed for a login, an email enrolment or a disabling; the newest counts.
CREATE TABLE two_factor_email_codes (
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX two_factor_email_codes_user_idx ON two_factor_email_codes (user_id, created_at);

-- A login that must enrol before it may do anything else (an administrator in production, a
-- member of a company that requires it).
ALTER TABLE auth_sessions ADD COLUMN must_enrol_two_factor boolean NOT NULL DEFAULT false;

-- A company owner can require two-step verification of every member.
ALTER TABLE organizations ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;

-- The one-time login's mailed link (docs/accounts.md#one-time-login) is a one-off token too.
ALTER TABLE one_off_tokens DROP CONSTRAINT one_off_tokens_purpose_check;
ALTER TABLE one_off_tokens ADD CONSTRAINT one_off_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'verify_change_email', 'onetime_login'));
