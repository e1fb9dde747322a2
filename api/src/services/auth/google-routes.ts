import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { GoogleLinkIntent, UserSignInMethods } from '@jobmatch/shared/contracts';
import {
  isAdminType,
  isCompanyType,
  sanitizeIntendedUrl,
  secondStepPath,
  signUpPlaceholderName,
} from '@jobmatch/shared/domain';
import { googleLinkRequestSchema } from '@jobmatch/shared/request-schemas';
import { ApiError, noPermission, notFound } from '../../lib/api-error';
import { idParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { newId } from '../../lib/secure-tokens';
import { SERVICE_BASE_PATHS } from '../../lib/shared-contracts';
import {
  FINGERPRINT_HEADER,
  fingerprintOf,
  requireFingerprint,
  signedIn,
} from '../../lib/request-auth';
import { hasActiveMembership } from '../organizations/organizations-module';
import {
  findUserByEmail,
  findUserById,
  hasPassword,
  insertUser,
  NO_PASSWORD_HASH,
  type UserRecord,
} from '../users/users-module';
import type { ServiceContext } from '../service-registry';
import {
  consumeOidcAttempt,
  deleteIdentityOfUser,
  findIdentityBySubject,
  findIdentityOfUser,
  findLinkOffer,
  insertIdentity,
  insertLinkToken,
  insertOidcAttempt,
  OIDC_ATTEMPT_TTL_MINUTES,
  useLinkToken,
  type OidcAttempt,
} from './google-identities-repository';
import { createGoogleOidc, type OidcIdentityClaims } from './google-oidc';
import { isSecureCookieOrigin, readCookie } from './refresh-cookie';
import { checkSignInPassword, finishSignIn } from './sign-in';

const ATTEMPT_COOKIE = 'jobmatch_oidc';
const CALLBACK_PATH = `${SERVICE_BASE_PATHS.auth}/auth/google/callback`;
const LOGIN_PATH = '/auth/login';
const LINK_PAGE_PATH = '/auth/google-link';
const WIZARD_PATH = '/sign-up-wizard/base-info';
const SETTINGS_PATH = '/settings';

const text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
const startQuerySchema = v.object({
  purpose: v.optional(v.picklist(['oauth-login', 'oauth-signup'])),
  fp: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  redirectUrl: text(2000),
  // Google makes job seekers only (docs/accounts.md#google-sign-in)
  typeId: v.optional(v.literal('000')),
});
const linkIntentBodySchema = v.optional(v.object({ redirectUrl: text(2000) }), {});

/** Why the callback gave up; only the code reaches the browser, the reason goes to the log. */
class OidcRefusal extends Error {
  constructor(
    readonly code: 'oauth_error' | 'already_exists',
    reason: string,
  ) {
    super(reason);
  }
}

/** Google sign-in under `/api/demand-auth` (docs/accounts.md#google-sign-in); nothing without config. */
export async function googleRoutes(
  app: FastifyInstance,
  { clock, passwords, publicOrigin, google, requireAdminTwoFactor }: ServiceContext,
) {
  if (!google) return;
  const oidc = createGoogleOidc(google);
  const origin = new URL(publicOrigin).origin;
  const page = (path: string) => `${origin}${path}`;
  const secure = isSecureCookieOrigin(publicOrigin);
  const redirectUri = `${origin}${CALLBACK_PATH}`;

  /** The attempt's id lives in an httpOnly cookie sent only to the callback (Lax: the provider's redirect is a top-level GET). */
  const setAttemptCookie = (reply: FastifyReply, value: string, maxAge: number) =>
    reply.header(
      'set-cookie',
      [
        `${ATTEMPT_COOKIE}=${value}`,
        `Path=${CALLBACK_PATH}`,
        `Max-Age=${maxAge}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; '),
    );

  /** Same-site paths only: an absolute URL on the public origin, or a path (`sanitizeIntendedUrl`). */
  const redirectPathOf = (value: string | undefined, fallback: string): string | null => {
    if (!value) return fallback;
    let path = value;
    if (!value.startsWith('/')) {
      try {
        const url = new URL(value);
        if (url.origin !== origin) return null;
        path = `${url.pathname}${url.search}${url.hash}`;
      } catch {
        return null;
      }
    }
    return sanitizeIntendedUrl(path);
  };

  const loginPage = (code: string, intendedUrl?: string) => {
    const query = new URLSearchParams({ error: code });
    if (intendedUrl && intendedUrl !== WIZARD_PATH) query.set('intendedUrl', intendedUrl);
    return page(`${LOGIN_PATH}?${query}`);
  };

  const begin = async (
    attempt: Omit<OidcAttempt, 'state' | 'nonce' | 'codeVerifier'>,
    reply: FastifyReply,
  ) => {
    const { url, ...checks } = await oidc.begin(redirectUri);
    const id = await insertOidcAttempt(app.db, { ...attempt, ...checks }, clock());
    setAttemptCookie(reply, id, OIDC_ATTEMPT_TTL_MINUTES * 60);
    return url;
  };

  /** A browser navigation: every failure is a redirect to the login page with a code. */
  app.get(
    '/auth/google',
    {
      schema: apiDoc({
        summary: 'Start Google sign-in (a browser navigation)',
        description:
          'Redirects to Google; any failure redirects to the login page with `?error=<code>` (oauth_error, invalid_redirect_url).',
        access: 'public',
        withoutFingerprint: true,
        query: startQuerySchema,
        answers: { 303: null },
        errors: { 429: ['api_error'] },
      }),
      config: { skipFingerprint: true, ...app.rateLimitConfig('login') },
    },
    async (request, reply) => {
      const query = v.safeParse(startQuerySchema, request.query);
      if (!query.success) return reply.redirect(loginPage('oauth_error'), 303);
      const redirectPath = redirectPathOf(query.output.redirectUrl, WIZARD_PATH);
      if (!redirectPath) return reply.redirect(loginPage('invalid_redirect_url'), 303);
      try {
        const url = await begin(
          {
            purpose: query.output.purpose ?? 'oauth-login',
            fingerprint: query.output.fp,
            redirectPath,
            linkUserId: null,
          },
          reply,
        );
        return reply.redirect(url, 303);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(loginPage('oauth_error', redirectPath), 303);
      }
    },
  );

  /** From the settings page: the same flow, whose result is linked to the signed-in caller. */
  app.post(
    '/auth/google/link-intent',
    {
      schema: apiDoc({
        summary: 'Start linking a Google account to the signed-in account',
        access: 'signed-in',
        body: linkIntentBodySchema,
        bodyOptional: true,
        answers: { 200: 'GoogleLinkIntent' },
        errors: {
          400: ['invalid_redirect_url'],
          409: ['already_exists'],
          429: ['api_error'],
          502: ['oauth_error'],
        },
      }),
      preHandler: app.authenticate,
      config: app.rateLimitConfig('login'),
    },
    async (request, reply): Promise<GoogleLinkIntent> => {
      const auth = signedIn(request);
      const body = parseInput(linkIntentBodySchema, request.body ?? {});
      const redirectPath = redirectPathOf(body.redirectUrl, SETTINGS_PATH);
      if (!redirectPath)
        throw new ApiError(400, 'invalid_redirect_url', 'Only same-site paths are accepted', {
          target: 'redirectUrl',
        });
      if (await findIdentityOfUser(app.db, auth.user.id))
        throw new ApiError(409, 'already_exists', 'A Google account is linked already');
      const url = await begin(
        {
          purpose: 'oauth-link',
          fingerprint: requireFingerprint(request),
          redirectPath,
          linkUserId: auth.user.id,
        },
        reply,
      ).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Google linking could not start');
        throw new ApiError(502, 'oauth_error', 'The OpenID provider cannot be reached');
      });
      return { url };
    },
  );

  /** Who may sign in with this Google account, or why not. */
  const assertMaySignIn = async (user: UserRecord, linked: boolean) => {
    if (user.deactivatedAt || user.adminLocked)
      throw new OidcRefusal('oauth_error', 'account unavailable');
    // company and administrator accounts use Google only when they linked it themselves
    if (!linked && (isCompanyType(user.typeId) || isAdminType(user.typeId)))
      throw new OidcRefusal('oauth_error', 'company or admin account not linked');
    if (isCompanyType(user.typeId) && !(await hasActiveMembership(app.db, user.id)))
      throw new OidcRefusal('oauth_error', 'company user without an active membership');
  };

  const signIn = async (
    reply: FastifyReply,
    user: UserRecord,
    attempt: { fingerprint: string; redirectPath: string },
  ) => {
    const answer = await finishSignIn(app, reply, {
      user,
      fingerprint: attempt.fingerprint,
      publicOrigin,
      requireAdminTwoFactor,
      now: clock(),
    });
    // an enrolled user gives the code on the login page (the challenge rides in the fragment)
    const onward =
      'twoFactorRequired' in answer
        ? secondStepPath(answer, attempt.redirectPath)
        : attempt.redirectPath;
    return reply.redirect(page(onward), 303);
  };

  const emailOf = (claims: OidcIdentityClaims): string => {
    if (claims.email_verified !== true || typeof claims.email !== 'string' || !claims.email)
      throw new OidcRefusal('oauth_error', 'no verified email address');
    return claims.email.toLowerCase();
  };

  const linkFromSettings = async (
    reply: FastifyReply,
    attempt: OidcAttempt,
    claims: OidcIdentityClaims,
  ) => {
    const email = emailOf(claims);
    const user = attempt.linkUserId ? await findUserById(app.db, attempt.linkUserId) : undefined;
    if (!user || user.deactivatedAt || user.adminLocked)
      throw new OidcRefusal('oauth_error', 'the linking account is unavailable');
    const taken = await findIdentityBySubject(app.db, claims.sub);
    if (taken && taken.userId !== user.id)
      throw new OidcRefusal('already_exists', 'Google account linked to another user');
    if (
      !taken &&
      !(await insertIdentity(app.db, { userId: user.id, subject: claims.sub, email }, clock()))
    )
      throw new OidcRefusal('already_exists', 'another Google account is linked');
    return reply.redirect(page(withQuery(attempt.redirectPath, { googleLink: 'linked' })), 303);
  };

  const signInOrSignUp = async (
    reply: FastifyReply,
    attempt: OidcAttempt,
    claims: OidcIdentityClaims,
  ) => {
    const email = emailOf(claims);
    const identity = await findIdentityBySubject(app.db, claims.sub);
    if (identity) {
      const user = await findUserById(app.db, identity.userId);
      if (!user) throw new OidcRefusal('oauth_error', 'identity without a user');
      await assertMaySignIn(user, true);
      return signIn(reply, user, attempt);
    }
    const existing = await findUserByEmail(app.db, email);
    if (existing) {
      await assertMaySignIn(existing, false);
      // the address is someone's already: linked only once they prove it with its password
      const linkToken = await insertLinkToken(
        app.db,
        {
          userId: existing.id,
          subject: claims.sub,
          email,
          fingerprint: attempt.fingerprint,
          redirectPath: attempt.redirectPath,
        },
        clock(),
      );
      const query = new URLSearchParams({ intendedUrl: attempt.redirectPath });
      return reply.redirect(page(`${LINK_PAGE_PATH}?${query}#token=${linkToken}`), 303);
    }
    const user = await app.db.transaction(async (tx) => {
      const created = await insertUser(
        tx,
        {
          id: newId(),
          typeId: '000',
          email,
          emailVerified: true,
          passwordHash: NO_PASSWORD_HASH,
          name: signUpPlaceholderName(email),
        },
        clock(),
      );
      if (!created) return undefined;
      await insertIdentity(tx, { userId: created.id, subject: claims.sub, email }, clock());
      return created;
    });
    if (!user) throw new OidcRefusal('oauth_error', 'the address was taken meanwhile');
    return signIn(reply, user, attempt);
  };

  app.get(
    '/auth/google/callback',
    {
      schema: apiDoc({
        summary: 'Google’s redirect back (a browser navigation)',
        description:
          'Signs in, signs up or links, then redirects to the page the flow began on; a refusal redirects with its code.',
        access: 'public',
        withoutFingerprint: true,
        answers: { 303: null },
        errors: { 429: ['api_error'] },
      }),
      config: { skipFingerprint: true, ...app.rateLimitConfig('login') },
    },
    async (request, reply) => {
      setAttemptCookie(reply, '', 0);
      const id = readCookie(request.headers.cookie, ATTEMPT_COOKIE);
      const attempt = id ? await consumeOidcAttempt(app.db, id, clock()) : undefined;
      if (!attempt) {
        request.log.warn('Google callback without a live attempt');
        return reply.redirect(loginPage('oauth_error'), 303);
      }
      const linking = attempt.purpose === 'oauth-link';
      try {
        const claims = await oidc
          .finish(new URL(request.url, origin), attempt)
          .catch((error: unknown) => {
            throw new OidcRefusal('oauth_error', `provider answer refused: ${String(error)}`);
          });
        return await (linking
          ? linkFromSettings(reply, attempt, claims)
          : signInOrSignUp(reply, attempt, claims));
      } catch (error) {
        if (!(error instanceof OidcRefusal)) throw error;
        request.log.warn({ reason: error.message }, 'Google sign-in refused');
        return reply.redirect(
          linking
            ? page(withQuery(attempt.redirectPath, { googleLinkError: error.code }))
            : loginPage(error.code, attempt.redirectPath),
          303,
        );
      }
    },
  );

  /** The link page: the existing account's password links the Google account and signs in. */
  app.post(
    '/auth/google/link',
    {
      schema: apiDoc({
        summary: 'Link Google to an existing account with its password, and sign in',
        access: 'public',
        body: googleLinkRequestSchema,
        answers: { 200: { oneOf: ['SessionTokens', 'TwoFactorChallengeResponse'] } },
        errors: {
          401: ['token_invalidated', 'token_fails_security_check', 'login_error'],
          403: ['no_permission', 'user_is_locked', 'email_not_verified'],
          409: ['already_exists'],
          429: ['api_error'],
        },
      }),
      config: app.rateLimitConfig('login'),
    },
    async (request, reply) => {
      const body = parseInput(googleLinkRequestSchema, request.body);
      const header = fingerprintOf(request);
      if (header !== undefined && header !== body.fingerprint)
        throw new ApiError(
          400,
          'wrong_parameter',
          'The fingerprint in the body and the header differ',
          {
            target: FINGERPRINT_HEADER,
          },
        );
      const offer = await findLinkOffer(app.db, body.linkToken, clock());
      if (!offer) throw new ApiError(401, 'token_invalidated', 'The link is used or expired');
      if (offer.fingerprint !== body.fingerprint)
        throw new ApiError(
          401,
          'token_fails_security_check',
          'The link belongs to another browser',
        );
      const owner = await findUserById(app.db, offer.userId);
      if (!owner) throw new ApiError(401, 'token_invalidated', 'The account is gone');
      // exactly as POST /login: throttled, the same answers for a wrong password
      const user = await checkSignInPassword(
        app,
        { clock, passwords },
        { email: owner.email, password: body.password, ip: request.ip },
      );
      if (user.id !== offer.userId || isCompanyType(user.typeId) || isAdminType(user.typeId))
        throw noPermission();
      const linked = await app.db.transaction(async (tx) => {
        if (!(await useLinkToken(tx, body.linkToken, clock()))) return 'used';
        const inserted = await insertIdentity(
          tx,
          { userId: user.id, subject: offer.subject, email: offer.email },
          clock(),
        );
        return inserted ? 'linked' : 'taken';
      });
      if (linked === 'used') throw new ApiError(401, 'token_invalidated', 'The link is used');
      if (linked === 'taken')
        throw new ApiError(409, 'already_exists', 'A Google account is linked already');
      return finishSignIn(app, reply, {
        user,
        fingerprint: body.fingerprint,
        publicOrigin,
        requireAdminTwoFactor,
        now: clock(),
      });
    },
  );
}

/** `GET` and `DELETE /api/demand-user/users/{id}/identities…`: the caller's own sign-in methods. */
export async function googleUserRoutes(app: FastifyInstance) {
  const ownUser = async (request: FastifyRequest) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    if (signedIn(request).user.id !== id) throw noPermission();
    const user = await findUserById(app.db, id);
    if (!user) throw notFound('User');
    return user;
  };

  app.get(
    '/users/:id/identities',
    {
      schema: apiDoc({
        summary: 'One’s own sign-in methods (password, Google)',
        access: 'owner',
        params: idParamsSchema,
        answers: { 200: 'UserSignInMethods' },
        errors: { 404: ['not_found'] },
      }),
      preHandler: app.authenticate,
    },
    async (request): Promise<UserSignInMethods> => {
      const user = await ownUser(request);
      const identity = await findIdentityOfUser(app.db, user.id);
      return {
        hasPassword: hasPassword(user),
        google: identity
          ? { email: identity.email, linkedAt: new Date(identity.createdAt).toISOString() }
          : null,
      };
    },
  );

  app.delete(
    '/users/:id/identities/google',
    {
      schema: apiDoc({
        summary: 'Unlink one’s Google account',
        access: 'owner',
        params: idParamsSchema,
        answers: { 204: null },
        errors: { 404: ['not_found'], 409: ['password_required'] },
      }),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = await ownUser(request);
      // without a password the Google account is the only way in
      if (!hasPassword(user))
        throw new ApiError(409, 'password_required', 'Set a password before unlinking Google');
      if (!(await deleteIdentityOfUser(app.db, user.id))) throw notFound('Google account');
      return reply.status(204).send();
    },
  );
}

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://same-site.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
