import type { Queryable } from '../../db/database';
import { createOpaqueToken, hashToken } from '../../lib/secure-tokens';

// Google sign-in's tables (migration 0152): linked identities, started attempts, link tokens.

export const GOOGLE_PROVIDER = 'google';
/** A started sign-in lives this long: time to pick an account and consent. */
export const OIDC_ATTEMPT_TTL_MINUTES = 10;
/** Time to type the existing account's password on the link page. */
export const LINK_TOKEN_TTL_MINUTES = 15;

export type OidcPurpose = 'oauth-login' | 'oauth-signup' | 'oauth-link';

export interface LinkedIdentity {
  userId: string;
  subject: string;
  email: string;
  createdAt: Date;
}

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export async function findIdentityBySubject(
  db: Queryable,
  subject: string,
): Promise<LinkedIdentity | undefined> {
  const { rows } = await db.query<LinkedIdentity>(
    `SELECT user_id AS "userId", subject, email, created_at AS "createdAt"
       FROM user_identities WHERE provider = $1 AND subject = $2`,
    [GOOGLE_PROVIDER, subject],
  );
  return rows[0];
}

export async function findIdentityOfUser(
  db: Queryable,
  userId: string,
): Promise<LinkedIdentity | undefined> {
  const { rows } = await db.query<LinkedIdentity>(
    `SELECT user_id AS "userId", subject, email, created_at AS "createdAt"
       FROM user_identities WHERE provider = $1 AND user_id = $2`,
    [GOOGLE_PROVIDER, userId],
  );
  return rows[0];
}

/** False when the Google account or the user is linked already (unique keys, no race). */
export async function insertIdentity(
  db: Queryable,
  identity: { userId: string; subject: string; email: string },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO user_identities (provider, subject, user_id, email, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [GOOGLE_PROVIDER, identity.subject, identity.userId, identity.email.toLowerCase(), now],
  );
  return rowCount > 0;
}

export async function deleteIdentityOfUser(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM user_identities WHERE provider = $1 AND user_id = $2',
    [GOOGLE_PROVIDER, userId],
  );
  return rowCount > 0;
}

export interface OidcAttempt {
  purpose: OidcPurpose;
  fingerprint: string;
  redirectPath: string;
  linkUserId: string | null;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Stores a started sign-in; returns the random id its cookie carries (only its hash is kept). */
export async function insertOidcAttempt(
  db: Queryable,
  attempt: OidcAttempt,
  now: Date,
): Promise<string> {
  const id = createOpaqueToken();
  await db.query(
    `INSERT INTO oidc_login_attempts (id_hash, purpose, fingerprint, redirect_path, link_user_id,
       state, nonce, code_verifier, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashToken(id),
      attempt.purpose,
      attempt.fingerprint,
      attempt.redirectPath,
      attempt.linkUserId,
      attempt.state,
      attempt.nonce,
      attempt.codeVerifier,
      now,
      minutesAfter(now, OIDC_ATTEMPT_TTL_MINUTES),
    ],
  );
  return id;
}

/** The attempt of the cookie's id, marked used in the same statement: a callback works once. */
export async function consumeOidcAttempt(
  db: Queryable,
  id: string,
  now: Date,
): Promise<OidcAttempt | undefined> {
  const { rows } = await db.query<OidcAttempt>(
    `UPDATE oidc_login_attempts SET used_at = $2
      WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING purpose, fingerprint, redirect_path AS "redirectPath", link_user_id AS "linkUserId",
        state, nonce, code_verifier AS "codeVerifier"`,
    [hashToken(id), now],
  );
  return rows[0];
}

export interface LinkOffer {
  userId: string;
  subject: string;
  email: string;
  fingerprint: string;
  redirectPath: string;
}

export async function insertLinkToken(db: Queryable, offer: LinkOffer, now: Date): Promise<string> {
  const token = createOpaqueToken();
  await db.query(
    `INSERT INTO oidc_link_tokens (token_hash, user_id, provider, subject, email, fingerprint,
       redirect_path, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      hashToken(token),
      offer.userId,
      GOOGLE_PROVIDER,
      offer.subject,
      offer.email.toLowerCase(),
      offer.fingerprint,
      offer.redirectPath,
      now,
      minutesAfter(now, LINK_TOKEN_TTL_MINUTES),
    ],
  );
  return token;
}

/** A link token that is neither used nor expired (not consumed: a wrong password may try again). */
export async function findLinkOffer(
  db: Queryable,
  token: string,
  now: Date,
): Promise<LinkOffer | undefined> {
  const { rows } = await db.query<LinkOffer>(
    `SELECT user_id AS "userId", subject, email, fingerprint, redirect_path AS "redirectPath"
       FROM oidc_link_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hashToken(token), now],
  );
  return rows[0];
}

/** Marks the token used; false when another request used it first. */
export async function useLinkToken(db: Queryable, token: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE oidc_link_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL',
    [hashToken(token), now],
  );
  return rowCount > 0;
}
