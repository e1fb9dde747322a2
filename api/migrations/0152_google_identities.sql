-- Google sign-in with OpenID Connect (docs/accounts.md#google-sign-in).

-- A Google account (the issuer's `sub`) linked to a user; one per provider and user.
CREATE TABLE user_identities (
  provider         text NOT NULL,
  subject          text NOT NULL,
  user_id          text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the address the provider gave when it was linked, shown on the settings page
  email            text NOT NULL,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (provider, subject),
  UNIQUE (user_id, provider)
);

-- One started sign-in: what the callback checks (state, nonce, PKCE verifier), found by the hash
-- of the random id in the browser's short-lived cookie. Used once, valid 10 minutes.
CREATE TABLE oidc_login_attempts (
  id_hash          text PRIMARY KEY,
  -- oauth-login, oauth-signup, or oauth-link (from the settings page, for link_user_id)
  purpose          text NOT NULL,
  fingerprint      text NOT NULL,
  redirect_path    text NOT NULL,
  link_user_id     text REFERENCES users (id) ON DELETE CASCADE,
  state            text NOT NULL,
  nonce            text NOT NULL,
  code_verifier    text NOT NULL,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  used_at          timestamptz
);
CREATE INDEX oidc_login_attempts_expires_at_idx ON oidc_login_attempts (expires_at);

-- A Google account whose address belongs to an existing account: linked once the user gives
-- that account's password (single use, 15 minutes).
CREATE TABLE oidc_link_tokens (
  token_hash       text PRIMARY KEY,
  user_id          text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider         text NOT NULL,
  subject          text NOT NULL,
  email            text NOT NULL,
  fingerprint      text NOT NULL,
  redirect_path    text NOT NULL,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  used_at          timestamptz
);
CREATE INDEX oidc_link_tokens_expires_at_idx ON oidc_link_tokens (expires_at);
