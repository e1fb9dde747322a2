import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCompanyType } from '@jobmatch/shared/domain';
import {
  onetimeLoginRequestSchema,
  onetimeLoginTokenSchema,
  otpResendInputSchema,
  otpVerifyInputSchema,
} from '@jobmatch/shared/schemas';
import type { TwoFactorVerifyResponse } from '@jobmatch/shared/contracts';
import { ApiError, noPermission, tooManyRequests } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { hitWindow } from '../../lib/rate-limiter';
import { parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { requireFingerprint } from '../../lib/request-auth';
import { hasActiveMembership } from '../organizations/organizations-module';
import {
  consumeOneOffToken,
  findUserByEmail,
  findUserById,
  isLocked,
  issueSoleOneOffToken,
  type UserRecord,
} from '../users/users-module';
import { checkSecondFactor, mailTwoFactorCode } from './second-factor';
import { finishSignIn, startSession } from './sign-in';
import { closeChallenge, findChallenge } from './two-factor-challenges';
import { countUnusedRecoveryCodes, findTwoFactor, lastEmailCodeAt } from './two-factor-repository';

// The second step of a login and the one-time login (docs/accounts.md#two-step-verification,
// docs/accounts.md#one-time-login): `POST /auth/otp/verify`, `/auth/otp/resend` and
// `/auth/onetime-login`, under the auth service's base path.

export const ONETIME_LOGIN_LIMITS = {
  /** Links one address is mailed an hour; more requests answer the same and mail nothing. */
  mailsPerAddressPerHour: 3,
} as const;

export const OTP_RESEND_LIMITS = {
  /** Seconds between two mailed codes of one account. */
  intervalSeconds: 30,
  /** Mailed codes of one account an hour. */
  perHour: 10,
} as const;

const expiredChallenge = () =>
  new ApiError(401, 'verify_2fa_error', 'The sign-in has expired or ended; log in again');
const wrongCode = () =>
  new ApiError(401, 'verification_code_invalid', 'The code is incorrect or has expired');
const spentLink = () =>
  new ApiError(401, 'token_invalidated', 'The sign-in link is invalid, used or expired');

const OTP_VERIFY_DOC = apiDoc({
  summary: 'Finish a login with the code of its second step',
  description: 'A recovery code works too; the answer then says how many are left.',
  access: 'public',
  body: otpVerifyInputSchema,
  answers: { 200: 'TwoFactorVerifyResponse' },
  errors: {
    401: ['verify_2fa_error', 'verification_code_invalid'],
    403: ['no_permission', 'user_is_locked'],
    429: ['api_error'],
  },
});

const OTP_RESEND_DOC = apiDoc({
  summary: 'Mail the code of a login’s second step again',
  access: 'public',
  body: otpResendInputSchema,
  answers: { 204: null },
  errors: { 401: ['verify_2fa_error'], 409: ['wrong_parameter'], 429: ['api_error'] },
});

const ONETIME_LOGIN_DOC = apiDoc({
  summary: 'Ask for a sign-in link by mail (`{ email }`), or sign in with one (`{ token }`)',
  description:
    'Every address answers 202 alike, known or not (docs/accounts.md#one-time-login); a token signs in as a password login does.',
  access: 'public',
  body: v.union([onetimeLoginTokenSchema, onetimeLoginRequestSchema]),
  answers: {
    200: { oneOf: ['SessionTokens', 'TwoFactorChallengeResponse'] },
    202: null,
  },
  errors: { 401: ['token_invalidated'], 403: ['no_permission'], 429: ['api_error'] },
});

/** Whether the account may sign in at all: active, not locked, a company user with a company. */
async function assertMaySignIn(
  app: FastifyInstance,
  user: UserRecord | undefined,
  refuse: () => ApiError,
): Promise<UserRecord> {
  if (!user || user.deactivatedAt) throw refuse();
  if (isLocked(user)) throw new ApiError(403, 'user_is_locked', 'The account is locked');
  if (isCompanyType(user.typeId) && !(await hasActiveMembership(app.db, user.id)))
    throw noPermission();
  return user;
}

export async function secondStepRoutes(
  app: FastifyInstance,
  {
    clock,
    publicOrigin,
    requireAdminTwoFactor,
  }: { clock: Clock; publicOrigin: string; requireAdminTwoFactor: boolean },
) {
  /** The open challenge of the token, presented by the client it was issued to. */
  const openChallenge = async (token: string, fingerprint: string, now: Date) => {
    const challenge = await findChallenge(app.db, token, now);
    if (!challenge || challenge.fingerprint !== fingerprint) throw expiredChallenge();
    return challenge;
  };

  app.post(
    '/auth/otp/verify',
    { schema: OTP_VERIFY_DOC, config: app.rateLimitConfig('login') },
    async (request, reply): Promise<TwoFactorVerifyResponse> => {
      const body = parseInput(otpVerifyInputSchema, request.body);
      const fingerprint = requireFingerprint(request);
      const now = clock();
      const challenge = await openChallenge(body.challengeToken, fingerprint, now);
      const user = await assertMaySignIn(
        app,
        await findUserById(app.db, challenge.userId),
        expiredChallenge,
      );
      const enrolment = await findTwoFactor(app.db, user.id);
      // turned off since the password was given: that login starts over
      if (!enrolment?.confirmedAt) throw expiredChallenge();
      const used = await checkSecondFactor(app.db, {
        userId: user.id,
        ip: request.ip,
        enrolment,
        code: body.code,
        now,
        recovery: true,
      });
      if (!used) throw wrongCode();
      if (!(await closeChallenge(app.db, body.challengeToken, now))) throw expiredChallenge();
      const answer = await startSession(app, reply, {
        userId: user.id,
        fingerprint,
        publicOrigin,
        now,
      });
      if (used !== 'recovery') return answer;
      return { ...answer, recoveryCodesLeft: await countUnusedRecoveryCodes(app.db, user.id) };
    },
  );

  const resendOptions = { schema: OTP_RESEND_DOC, config: app.rateLimitConfig('mail') };
  app.post('/auth/otp/resend', resendOptions, async (request, reply) => {
    const body = parseInput(otpResendInputSchema, request.body);
    const now = clock();
    const challenge = await openChallenge(body.challengeToken, requireFingerprint(request), now);
    const user = await assertMaySignIn(
      app,
      await findUserById(app.db, challenge.userId),
      expiredChallenge,
    );
    const enrolment = await findTwoFactor(app.db, user.id);
    if (!enrolment?.confirmedAt) throw expiredChallenge();
    if (enrolment.method !== 'email') {
      throw new ApiError(409, 'wrong_parameter', 'This account uses an authenticator app', {
        target: 'challengeToken',
      });
    }
    const last = await lastEmailCodeAt(app.db, user.id);
    const waitMs = last
      ? last.getTime() + OTP_RESEND_LIMITS.intervalSeconds * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000), 'verification code mails');
    const hourWait = await hitWindow(app.db, 'otpResend', user.id, now, {
      max: OTP_RESEND_LIMITS.perHour,
      windowSeconds: 60 * 60,
    });
    if (hourWait > 0) throw tooManyRequests(hourWait, 'verification code mails');
    await mailTwoFactorCode(app, user, now);
    return reply.status(204).send();
  });

  // One path, two bodies, as the spec names one call: `{ email }` asks for a link, `{ token }`
  // (the link's) signs in.
  app.post(
    '/auth/onetime-login',
    { schema: ONETIME_LOGIN_DOC, config: app.rateLimitConfig('mail') },
    async (request, reply) => {
      const now = clock();
      const raw = request.body as { token?: unknown } | null;
      if (raw && typeof raw === 'object' && 'token' in raw) {
        const { token } = parseInput(onetimeLoginTokenSchema, request.body);
        const fingerprint = requireFingerprint(request);
        const owner = await consumeOneOffToken(app.db, token, 'onetime_login', now);
        if (!owner) throw spentLink();
        const user = await assertMaySignIn(
          app,
          await findUserById(app.db, owner.userId),
          spentLink,
        );
        // the link went to the address it names: it may be the account's no longer
        if (user.email !== owner.email) throw spentLink();
        return finishSignIn(app, reply, {
          user,
          fingerprint,
          publicOrigin,
          requireAdminTwoFactor,
          now,
        });
      }

      // Every address answers the same, known or not, limited or not: nothing tells whether an
      // account exists (docs/accounts.md#one-time-login).
      const { email } = parseInput(onetimeLoginRequestSchema, request.body);
      const address = email.trim().toLowerCase();
      const limited = await hitWindow(app.db, 'onetimeLoginMail', address, now, {
        max: ONETIME_LOGIN_LIMITS.mailsPerAddressPerHour,
        windowSeconds: 60 * 60,
      });
      const user = limited > 0 ? undefined : await findUserByEmail(app.db, address);
      if (user && !user.deactivatedAt && !isLocked(user)) {
        const token = await app.db.transaction((tx) =>
          issueSoleOneOffToken(tx, {
            userId: user.id,
            purpose: 'onetime_login',
            email: user.email,
            now,
          }),
        );
        await app.mailer.send(app.mailer.templates.onetimeLogin(user.email, user.name, token));
      }
      return reply.status(202).send();
    },
  );
}
