import * as oidc from 'openid-client';
import type { GoogleSignInConfig } from '../../config/env-config';

/** What the callback needs back to check the provider's answer; kept server-side per attempt. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token's claims the sign-in reads (signature, issuer, audience and expiry already checked). */
export interface OidcIdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
}

export interface GoogleOidc {
  /** A fresh authorization request: PKCE (S256), state and nonce, and the provider's URL for it. */
  begin(redirectUri: string): Promise<OidcChecks & { url: string }>;
  /**
   * Exchanges the code of `callbackUrl` (the full URL the provider sent the browser to) and checks
   * state, PKCE, nonce and the ID token; throws on any mismatch.
   */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentityClaims>;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

const isLoopbackHttp = (issuer: URL) =>
  issuer.protocol === 'http:' && /^(localhost|\[::1\]|127\.\d+\.\d+\.\d+)$/.test(issuer.hostname);

/**
 * Google sign-in's OpenID Connect client (openid-client, docs/decisions/openid-connect.md).
 * The issuer's metadata is fetched once and kept; a failed discovery is forgotten, so the next
 * sign-in tries again. Plain http is allowed only for an issuer on loopback (a test's provider).
 */
export function createGoogleOidc(config: GoogleSignInConfig): GoogleOidc {
  const issuer = new URL(config.issuer);
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, config.clientId, undefined, oidc.ClientSecretPost(config.clientSecret), {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async begin(redirectUri) {
      const server = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },
    async finish(callbackUrl, checks) {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The token response holds no ID token');
      return claims;
    },
  };
}
