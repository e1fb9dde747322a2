import type { FastifyInstance, FastifySchema } from 'fastify';
import type {
  TwoFactorEnrolmentResponse,
  TwoFactorPolicy,
  TwoFactorRecoveryCodesResponse,
  TwoFactorStatus,
} from '@jobmatch/shared/contracts';
import {
  twoFactorCodeInputSchema,
  twoFactorProofInputSchema,
  twoFactorEnrolInputSchema,
  twoFactorPolicyInputSchema,
} from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { ApiError, tooManyRequests } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import { hitWindow } from '../../lib/rate-limiter';
import { idParamsSchema, orgParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { signedIn } from '../../lib/request-auth';
import {
  MANAGING_ROLES,
  requireCompanyMember,
  requireCompanyWriter,
} from '../organizations/organizations-module';
import { assertCurrentPassword, hasPassword, type UserRecord } from '../users/users-module';
import { checkSecondFactor, mailTwoFactorCode } from './second-factor';
import { holdForEnrolment, releaseEnrolmentHold } from './sessions-repository';
import { closeUserChallenges } from './two-factor-challenges';
import {
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  RECOVERY_CODE_COUNT,
} from './two-factor-codes';
import { isTwoFactorRequired, mustEnrolTwoFactor } from './two-factor-policy';
import {
  confirmEnrolment,
  countUnusedRecoveryCodes,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  storePendingEnrolment,
} from './two-factor-repository';

// Enrolment in two-step verification (docs/accounts.md#two-step-verification), served under the
// user service's base path, and a company's requirement of it, under the organization's. Kept
// beside the login's second step, which checks the same codes.

interface TwoFactorRoutesOptions {
  clock: Clock;
  passwords: PasswordHasher;
  requireAdminTwoFactor: boolean;
}

const wrongCode = () =>
  new ApiError(400, 'verification_code_invalid', 'The code is incorrect or has expired', {
    target: 'code',
  });

/** One's own only: an administrator cannot enrol or unenrol someone else. */
function selfOnly(request: Parameters<typeof signedIn>[0], userId: string): UserRecord {
  const auth = signedIn(request);
  if (auth.user.id !== userId)
    throw new ApiError(
      403,
      'no_permission',
      'Only the account owner can change its two-step verification',
    );
  return auth.user;
}

export async function twoFactorRoutes(app: FastifyInstance, options: TwoFactorRoutesOptions) {
  const { clock, requireAdminTwoFactor } = options;
  const base = '/users/:id/two-factor';

  const statusOf = async (
    db: Queryable,
    user: UserRecord,
    enrolmentRequired: boolean,
  ): Promise<TwoFactorStatus> => {
    const enrolment = await findTwoFactor(db, user.id);
    const enabled = !!enrolment?.confirmedAt;
    return {
      enabled,
      method: enabled ? (enrolment?.method ?? null) : null,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0,
      required: await isTwoFactorRequired(db, user, requireAdminTwoFactor),
      enrolmentRequired,
      hasPassword: hasPassword(user),
    };
  };

  /** A code check counted like a login's second step (per account and per IP). */
  const checkCode = async (
    user: UserRecord,
    code: string,
    ip: string,
    { pending }: { pending: boolean },
  ) => {
    const now = clock();
    const enrolment = await findTwoFactor(app.db, user.id);
    if (!enrolment || !!enrolment.confirmedAt === pending) {
      throw new ApiError(
        409,
        'wrong_parameter',
        pending ? 'No enrolment is waiting for a code' : 'Two-step verification is not on',
      );
    }
    const used = await checkSecondFactor(app.db, {
      userId: user.id,
      ip,
      enrolment,
      code,
      now,
      recovery: !pending,
    });
    if (!used) throw wrongCode();
  };

  /** A code mailed outside a login (an email enrolment, turning it off): 5 an hour per account. */
  const limitEnrolmentMails = async (userId: string, now: Date) => {
    const wait = await hitWindow(app.db, 'twoFactorEnrolMail', userId, now, {
      max: 5,
      windowSeconds: 60 * 60,
    });
    if (wait > 0) throw tooManyRequests(wait, 'verification code mails');
  };

  const duringEnrolment = { preHandler: app.authenticate, config: { duringEnrolment: true } };
  const documented = (schema: FastifySchema) => ({ ...duringEnrolment, schema });
  const PROOF_ERRORS = {
    400: ['verification_code_invalid', 'login_error'],
    409: ['wrong_parameter'],
    429: ['api_error'],
  } as const;

  const statusDoc = apiDoc({
    summary: 'One’s two-step verification: on or off, the method, recovery codes left',
    access: 'owner',
    params: idParamsSchema,
    answers: { 200: 'TwoFactorStatus' },
  });
  app.get(base, documented(statusDoc), async (request): Promise<TwoFactorStatus> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const user = selfOnly(request, id);
    return statusOf(app.db, user, signedIn(request).mustEnrolTwoFactor);
  });

  const enrolDoc = apiDoc({
    summary: 'Start enrolling (the password again): an app’s key, or a mailed code',
    access: 'owner',
    params: idParamsSchema,
    body: twoFactorEnrolInputSchema,
    answers: { 200: 'TwoFactorEnrolmentResponse' },
    errors: { ...PROOF_ERRORS, 409: ['already_exists'] },
  });
  app.post(base, documented(enrolDoc), async (request): Promise<TwoFactorEnrolmentResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const user = selfOnly(request, id);
    const { password, method } = parseInput(twoFactorEnrolInputSchema, request.body);
    await assertCurrentPassword(app, options, { user, password, ip: request.ip });
    const now = clock();
    // the mail's limit before anything is stored: a refused start keeps the codes saved earlier
    if (method === 'email') await limitEnrolmentMails(user.id, now);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const totpSecret = method === 'totp' ? newTotpSecret() : null;
    await app.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      if ((await findTwoFactor(tx, user.id))?.confirmedAt)
        throw new ApiError(409, 'already_exists', 'Two-step verification is already on');
      await storePendingEnrolment(tx, {
        userId: user.id,
        method,
        totpSecret,
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        now,
      });
    });
    if (method === 'email') {
      await mailTwoFactorCode(app, user, now);
      return { method, recoveryCodes };
    }
    return { method, otpauthUri: otpauthUri(totpSecret as string, user.email), recoveryCodes };
  });

  const confirmDoc = apiDoc({
    summary: 'Turn two-step verification on with the first code',
    access: 'owner',
    params: idParamsSchema,
    body: twoFactorCodeInputSchema,
    answers: { 200: 'TwoFactorStatus' },
    errors: PROOF_ERRORS,
  });
  const confirmOptions = documented(confirmDoc);
  app.post(`${base}::confirm`, confirmOptions, async (request): Promise<TwoFactorStatus> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const user = selfOnly(request, id);
    const { code } = parseInput(twoFactorCodeInputSchema, request.body);
    await checkCode(user, code, request.ip, { pending: true });
    const now = clock();
    await app.db.transaction(async (tx) => {
      if (!(await confirmEnrolment(tx, user.id, now)))
        throw new ApiError(409, 'wrong_parameter', 'No enrolment is waiting for a code');
      await releaseEnrolmentHold(tx, user.id);
      await closeUserChallenges(tx, user.id, now);
    });
    await app.mailer.send(app.mailer.templates.twoFactorChanged(user.email, user.name, true));
    return statusOf(app.db, user, false);
  });

  // A code for turning the mailed kind off (the login's codes go only to a login's challenge).
  app.post(
    `${base}/email-code`,
    {
      schema: apiDoc({
        summary: 'Mail a code (accounts that use mailed codes)',
        access: 'owner',
        params: idParamsSchema,
        answers: { 204: null },
        errors: { 409: ['wrong_parameter'], 429: ['api_error'] },
      }),
      preHandler: app.authenticate,
      config: app.rateLimitConfig('mail'),
    },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const user = selfOnly(request, id);
      const enrolment = await findTwoFactor(app.db, user.id);
      if (enrolment?.method !== 'email')
        throw new ApiError(409, 'wrong_parameter', 'This account does not use mailed codes');
      const now = clock();
      await limitEnrolmentMails(user.id, now);
      await mailTwoFactorCode(app, user, now);
      return reply.status(204).send();
    },
  );

  // New recovery codes, both factors given again: the way a required user (who may not turn
  // the step off and on) gets a fresh set.
  app.post(
    `${base}/recovery-codes`,
    {
      schema: apiDoc({
        summary: 'New recovery codes (the password and a code); the old ones stop working',
        access: 'owner',
        params: idParamsSchema,
        body: twoFactorProofInputSchema,
        answers: { 200: 'TwoFactorRecoveryCodesResponse' },
        errors: PROOF_ERRORS,
      }),
      preHandler: app.authenticate,
    },
    async (request): Promise<TwoFactorRecoveryCodesResponse> => {
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const user = selfOnly(request, id);
      const { password, code } = parseInput(twoFactorProofInputSchema, request.body);
      await assertCurrentPassword(app, options, { user, password, ip: request.ip });
      await checkCode(user, code, request.ip, { pending: false });
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await app.db.transaction((tx) =>
        replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode)),
      );
      return { recoveryCodes };
    },
  );

  const turnOffDoc = apiDoc({
    summary: 'Turn two-step verification off (the password and a code)',
    access: 'owner',
    params: idParamsSchema,
    body: twoFactorProofInputSchema,
    answers: { 204: null },
    errors: { ...PROOF_ERRORS, 409: [...PROOF_ERRORS[409], 'two_factor_required'] },
  });
  app.delete(base, { schema: turnOffDoc, preHandler: app.authenticate }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const user = selfOnly(request, id);
    const { password, code } = parseInput(twoFactorProofInputSchema, request.body);
    if (await isTwoFactorRequired(app.db, user, requireAdminTwoFactor)) {
      throw new ApiError(409, 'two_factor_required', 'Two-step verification is required here');
    }
    await assertCurrentPassword(app, options, { user, password, ip: request.ip });
    await checkCode(user, code, request.ip, { pending: false });
    const now = clock();
    await app.db.transaction(async (tx) => {
      await removeTwoFactor(tx, user.id);
      await closeUserChallenges(tx, user.id, now);
    });
    await app.mailer.send(app.mailer.templates.twoFactorChanged(user.email, user.name, false));
    return reply.status(204).send();
  });
}

/** Active members of the organization who have not enrolled. */
async function membersWithoutTwoFactor(
  db: Queryable,
  organizationId: string,
): Promise<Array<{ id: string; typeId: string }>> {
  const { rows } = await db.query<{ id: string; type_id: string }>(
    `SELECT u.id, u.type_id FROM organization_members m JOIN users u ON u.id = m.user_id
      WHERE m.organization_id = $1 AND m.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM user_two_factor t
                         WHERE t.user_id = m.user_id AND t.confirmed_at IS NOT NULL)`,
    [organizationId],
  );
  return rows.map((row) => ({ id: row.id, typeId: row.type_id }));
}

async function policyOf(db: Queryable, organizationId: string): Promise<TwoFactorPolicy> {
  const { rows } = await db.query<{ require_two_factor: boolean }>(
    'SELECT require_two_factor FROM organizations WHERE id = $1',
    [organizationId],
  );
  return {
    required: rows[0]?.require_two_factor === true,
    membersWithoutTwoFactor: (await membersWithoutTwoFactor(db, organizationId)).length,
  };
}

/**
 * `GET`/`PUT /api/organization/organizations/{orgId}/two-factor-policy`: an owner or admin of the
 * company requires two-step verification of every member (docs/accounts.md#required-enrolment).
 */
export async function twoFactorPolicyRoutes(
  app: FastifyInstance,
  { requireAdminTwoFactor }: { requireAdminTwoFactor: boolean },
) {
  const path = '/organizations/:orgId/two-factor-policy';

  const policyDoc = apiDoc({
    summary: 'Whether the organization requires two-step verification of its members',
    access: 'company-admin',
    params: orgParamsSchema,
    answers: { 200: 'TwoFactorPolicy' },
    errors: { 403: ['incorrect_organization_role'], 404: ['not_found'] },
  });
  app.get(path, { schema: policyDoc, preHandler: app.authenticate }, async (request) => {
    const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
    await requireCompanyMember(app.db, request, orgId, MANAGING_ROLES);
    return policyOf(app.db, orgId);
  });

  const setPolicyDoc = apiDoc({
    summary: 'Require two-step verification of the members, or stop requiring it',
    access: 'company-admin',
    params: orgParamsSchema,
    body: twoFactorPolicyInputSchema,
    answers: { 200: 'TwoFactorPolicy' },
    errors: {
      403: ['incorrect_organization_role'],
      404: ['not_found'],
      409: ['two_factor_enrollment_required', 'organization_not_normal'],
    },
  });
  app.put(path, { schema: setPolicyDoc, preHandler: app.authenticate }, async (request) => {
    const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
    const { auth } = await requireCompanyWriter(app.db, request, orgId, MANAGING_ROLES);
    const { required } = parseInput(twoFactorPolicyInputSchema, request.body);
    // whoever requires it has it, or the requirement would lock them out of this very page
    if (required && !(await findTwoFactor(app.db, auth.user.id))?.confirmedAt) {
      throw new ApiError(
        409,
        'two_factor_enrollment_required',
        'Turn on your own two-step verification before requiring it of the members',
      );
    }
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE organizations SET require_two_factor = $2 WHERE id = $1', [
        orgId,
        required,
      ]);
      const without = await membersWithoutTwoFactor(tx, orgId);
      if (required) {
        await holdForEnrolment(
          tx,
          without.map((member) => member.id),
        );
        return;
      }
      // a member of another company that still requires it stays held
      for (const member of without) {
        if (!(await mustEnrolTwoFactor(tx, member, requireAdminTwoFactor)))
          await releaseEnrolmentHold(tx, member.id);
      }
    });
    return policyOf(app.db, orgId);
  });
}
