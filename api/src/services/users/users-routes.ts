import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Paginated, SuccessResponse, User } from '@jobmatch/shared/contracts';
import { PUBLIC_SIGN_UP_TYPE_ID, sanitizeIntendedUrl } from '@jobmatch/shared/domain';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  deactivateBodySchema,
  resetPasswordBodySchema,
  signUpRequestSchema,
  userChangesSchema,
} from '@jobmatch/shared/request-schemas';
import { ApiError, noPermission, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { readListRequest, SqlParams } from '../../lib/keyset-pagination';
import type { PasswordHasher } from '../../lib/passwords';
import {
  assertPasswordMeetsRequirements,
  idParamsSchema,
  parseInput,
} from '../../lib/request-validation';
import { newId } from '../../lib/secure-tokens';
import { apiDoc, listQuery } from '../../openapi/route-docs';
import { assertAdmin, assertSelfOrAdmin, bearerToken } from '../../lib/request-auth';
import { publishAccessChanged } from '../../events/account-events';
import { clearLoginThrottle } from './login-throttle';
import {
  consumeOneOffToken,
  findOneOffToken,
  issueOneOffToken,
  issueSoleOneOffToken,
  newestOutstandingOneOffToken,
  revokeOneOffTokens,
  type OneOffPurpose,
} from './one-off-tokens-repository';
import { assertCurrentPassword } from './current-password';
import { endAccountAccess } from './account-access';
import { invitationsRoutes } from './invitations-routes';
import { assertNotLastAdministrator } from './last-administrator';
import { updateUserProfile } from './profile-update';
import { PROFILE_FIELD_CODES } from './user-custom-fields';
import {
  changeEmail,
  deactivateUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  setAdminLock,
  setEmailVerified,
  setPasswordHash,
  USER_LIST,
  type UserRecord,
} from './users-repository';
import { toPendingEmailChangeJson, toUserJson } from './user-json';
import { assertVerificationMailAllowed } from './verification-mail-limit';
import {
  emailBodySchema,
  sendVerificationEmailBodySchema,
  signUpQuerySchema,
  tokenBodySchema,
} from './users-schemas';

export interface UsersRoutesOptions {
  clock: Clock;
  passwords: PasswordHasher;
  /** Accepting an invitation signs in: the refresh cookie's Secure flag follows it. */
  publicOrigin: string;
  /** docs/accounts.md#required-enrolment */
  requireAdminTwoFactor: boolean;
}

const SUCCESS: SuccessResponse = { success: true };

const SIGN_UP_DOC = apiDoc({
  summary: 'Sign up (a job seeker, or a company user by invitation)',
  description: 'Mails a verification link unless `sendVerificationEmail=false`.',
  access: 'optional',
  body: signUpRequestSchema,
  query: signUpQuerySchema,
  answers: { 201: 'User' },
  errors: {
    400: ['password_does_not_meet_requirements'],
    403: ['no_permission'],
    409: ['already_exists'],
    429: ['api_error'],
  },
});

/**
 * `/api/demand-user`: accounts, profile, email verification and change, password reset and
 * change, admin tools, and invitations into companies (invitations-routes.ts).
 */
export async function usersRoutes(app: FastifyInstance, options: UsersRoutesOptions) {
  const { clock, passwords } = options;
  await invitationsRoutes(app, options);
  const json = (user: UserRecord) => toUserJson(user);
  const userParam = (request: FastifyRequest) =>
    parseInput(idParamsSchema, request.params, 'params').id;
  /** The path's user id, once the caller is that user or an admin. */
  const permittedUserId = (request: FastifyRequest) => {
    const id = userParam(request);
    assertSelfOrAdmin(request, id);
    return id;
  };

  /** The record, or 404 (callers have checked permission first, so 404 reveals nothing). */
  const loadUser = async (id: string) => {
    const user = await findUserById(app.db, id);
    if (!user) throw notFound('User');
    return user;
  };

  /** One-off tokens come as `Authorization: Bearer <token>` (docs/accounts.md#one-off-links-and-spent-link-codes) or in the body. */
  const oneOffToken = (request: FastifyRequest, fromBody: string | undefined) => {
    const token = fromBody ?? bearerToken(request);
    if (!token)
      throw new ApiError(400, 'wrong_parameter', 'token is required', { target: 'token' });
    return token;
  };

  /** Uses up the one-off link of a verify route; undefined when it is invalid, expired or used. */
  const consumeLink = async (request: FastifyRequest, purpose: OneOffPurpose, now: Date) => {
    const body = parseInput(tokenBodySchema, request.body ?? {});
    return consumeOneOffToken(app.db, oneOffToken(request, body.token), purpose, now);
  };

  /**
   * The path a verification mail's link carries on to: the client's own rule (one leading slash,
   * same site), refused rather than dropped so a client bug shows (docs/accounts.md#verification-mails).
   */
  const checkedIntendedUrl = (value: string | undefined) => {
    if (value === undefined || value === '') return undefined;
    const path = sanitizeIntendedUrl(value);
    if (!path)
      throw new ApiError(400, 'wrong_parameter', 'intendedUrl must be a same-site path', {
        target: 'intendedUrl',
      });
    return path;
  };

  const sendVerificationMail = async (user: UserRecord, intendedUrl: string | undefined) => {
    const token = await issueOneOffToken(app.db, {
      userId: user.id,
      purpose: 'verify_email',
      email: user.email,
      now: clock(),
    });
    await app.mailer.send(
      app.mailer.templates.verifyEmail(user.email, user.name, token, intendedUrl),
    );
  };

  const signUpOptions = { schema: SIGN_UP_DOC, config: app.rateLimitConfig('mail') };
  app.post('/users', signUpOptions, async (request, reply) => {
    const body = parseInput(signUpRequestSchema, request.body);
    const { sendVerificationEmail } = parseInput(signUpQuerySchema, request.query, 'query');
    const intendedUrl = checkedIntendedUrl(body.intendedUrl);
    // Admins may create any type of user; everyone else signs up as a job seeker.
    if (bearerToken(request)) await app.authenticate(request, reply);
    if (body.typeId !== PUBLIC_SIGN_UP_TYPE_ID && !request.auth?.isAdmin) {
      throw new ApiError(
        403,
        'no_permission',
        `Sign-up creates users of type ${PUBLIC_SIGN_UP_TYPE_ID} only`,
        { target: 'typeId' },
      );
    }
    assertPasswordMeetsRequirements(body.password, body.typeId);
    if (await findUserByEmail(app.db, body.email)) throw alreadyExists();

    const passwordHash = await passwords.hash(body.password);
    const user = await insertUser(
      app.db,
      {
        id: newId(),
        typeId: body.typeId,
        email: body.email,
        emailVerified: false,
        passwordHash,
        name: body.name,
      },
      clock(),
    );
    if (!user) throw alreadyExists(); // lost a race for the same address
    // the spec's sendVerificationEmail=false: the account stays unverified until a resend
    // (the verification notice's button) mails a link (docs/accounts.md#sign-up)
    if (sendVerificationEmail !== 'false') await sendVerificationMail(user, intendedUrl);
    return reply.status(201).send(json(user));
  });

  const listDoc = apiDoc({
    summary: 'Every account (administrators)',
    access: 'administrator',
    query: listQuery(),
    answers: { 200: { list: 'User' } },
    errors: { 400: ['invalid_filter_parameter', 'invalid_order_by_parameter'] },
  });
  app.get('/users', { schema: listDoc, preHandler: app.authenticate }, async (request) => {
    assertAdmin(request);
    const params = new SqlParams();
    const { list } = readListRequest(request.query, USER_LIST, params);
    const page = await listUsers(app.db, list, params);
    return { ...page, value: page.value.map(json) } satisfies Paginated<User>;
  });

  // the shell loads its user even while the login must enrol first (docs/accounts.md#required-enrolment)
  const duringEnrolment = {
    schema: apiDoc({
      summary: 'An account',
      description:
        'One’s own record says `twoFactorEnrolmentRequired` while the login may only enrol.',
      access: 'self',
      params: idParamsSchema,
      answers: { 200: 'User' },
      errors: { 404: ['not_found'] },
    }),
    preHandler: app.authenticate,
    config: { duringEnrolment: true },
  };
  app.get('/users/:id', duringEnrolment, async (request) => {
    const id = permittedUserId(request);
    // a held login (an administrator's too) reads its own record and nobody else's
    const held = request.auth?.mustEnrolTwoFactor === true;
    if (held && request.auth?.user.id !== id) throw noPermission();
    const user = json(await loadUser(id));
    // one's own record says when this login may only enrol, so the shell can take the user there
    return held ? { ...user, twoFactorEnrolmentRequired: true } : user;
  });

  const updateDoc = apiDoc({
    summary: 'Change an account’s profile (name, contact, job-seeker custom fields)',
    access: 'self',
    params: idParamsSchema,
    body: userChangesSchema,
    answers: { 200: 'User' },
    errors: { 400: PROFILE_FIELD_CODES, 404: ['not_found'] },
  });
  app.patch('/users/:id', { schema: updateDoc, preHandler: app.authenticate }, async (request) => {
    const id = permittedUserId(request);
    const changes = parseInput(userChangesSchema, request.body);
    const result = await app.db.transaction((tx) => updateUserProfile(tx, id, changes, clock()));
    if (!result) throw notFound('User');
    // after the commit, by the one request that completed the sign-up wizard
    if (result.signupCompleted)
      await app.mailer.send(
        app.mailer.templates.registrationComplete(result.user.email, result.user.name),
      );
    return json(result.user);
  });

  // The path is /users/{id}:sendVerificationEmail. In find-my-way `::` is a literal colon, but a
  // parameter name runs up to the next `/`, so the id needs a pattern that stops at the colon.
  app.post(
    '/users/:id(^[^:/]+)::sendVerificationEmail',
    {
      schema: apiDoc({
        summary: 'Mail the verification link again',
        access: 'self',
        params: idParamsSchema,
        body: sendVerificationEmailBodySchema,
        bodyOptional: true,
        answers: { 200: 'SuccessResponse' },
        errors: { 404: ['not_found'], 429: ['api_error'] },
      }),
      preHandler: app.authenticate,
      config: app.rateLimitConfig('mail'),
    },
    async (request) => {
      const id = permittedUserId(request);
      const body = parseInput(sendVerificationEmailBodySchema, request.body ?? {});
      const intendedUrl = checkedIntendedUrl(body.intendedUrl);
      const user = await loadUser(id);
      if (user.emailVerified) return SUCCESS;
      await assertVerificationMailAllowed(app.db, user.id, clock(), app.verificationMailLimit);
      await sendVerificationMail(user, intendedUrl);
      return SUCCESS;
    },
  );

  const verifyDoc = apiDoc({
    summary: 'Verify the address with the mailed link’s token',
    description: 'The token comes in the body or as `Authorization: Bearer <token>`.',
    access: 'link',
    bodyOptional: true,
    body: tokenBodySchema,
    answers: { 200: 'User' },
    errors: { 400: ['token_invalidated'] },
  });
  app.post('/users/verify_email', { schema: verifyDoc }, async (request) => {
    const now = clock();
    const used = await consumeLink(request, 'verify_email', now);
    // the address must still be the one the link was sent to
    const user = used && (await setEmailVerified(app.db, used.userId, used.email, now));
    if (!user)
      throw new ApiError(
        400,
        'token_invalidated',
        'The verification link is invalid, expired or already used',
        { target: 'token' },
      );
    return json(user);
  });

  app.post(
    '/users/send_reset_password_email',
    {
      schema: apiDoc({
        summary: 'Mail a password reset link',
        description: 'Answers alike whether the address has an account or not.',
        access: 'public',
        body: emailBodySchema,
        answers: { 200: 'SuccessResponse' },
        errors: { 429: ['api_error'] },
      }),
      config: app.rateLimitConfig('mail'),
    },
    async (request) => {
      const { email } = parseInput(emailBodySchema, request.body);
      const user = await findUserByEmail(app.db, email);
      // The same answer either way: this route must not tell which addresses have accounts.
      if (user && !user.deactivatedAt) {
        const token = await issueOneOffToken(app.db, {
          userId: user.id,
          purpose: 'reset_password',
          email: user.email,
          now: clock(),
        });
        await app.mailer.send(app.mailer.templates.resetPassword(user.email, token));
      }
      return SUCCESS;
    },
  );

  const resetPasswordLimit = {
    schema: apiDoc({
      summary: 'Set a new password with the mailed link’s token',
      access: 'public',
      body: resetPasswordBodySchema,
      answers: { 200: 'SuccessResponse' },
      errors: {
        400: ['password_reset_invalid', 'password_does_not_meet_requirements'],
        429: ['api_error'],
      },
    }),
    config: app.rateLimitConfig('resetPassword'),
  };
  app.post('/users/reset_password', resetPasswordLimit, async (request) => {
    const body = parseInput(resetPasswordBodySchema, request.body);
    const invalidLink = () =>
      new ApiError(
        400,
        'password_reset_invalid',
        'The password reset link is invalid, expired or already used',
        { target: 'token' },
      );
    // The token before the hash: a request without a valid link costs no argon2 work
    // (docs/api.md#password-hashing). It is only looked at here and used up after hashing, so
    // a busy hasher (429) leaves the link usable.
    const used = await findOneOffToken(app.db, body.token, 'reset_password', clock());
    const user = used && (await findUserById(app.db, used.userId));
    if (!used || !user || user.deactivatedAt || user.email !== used.email) throw invalidLink();
    // The rule is the account's, so the link comes first; it is not used up yet, so a weak
    // password can be retried.
    assertPasswordMeetsRequirements(body.password, user.typeId);
    const passwordHash = await passwords.hash(body.password);
    const now = clock();
    // one UPDATE: of two concurrent requests with the same link only one gets through
    if (!(await consumeOneOffToken(app.db, body.token, 'reset_password', now))) throw invalidLink();
    await app.db.transaction(async (tx) => {
      // the mail reached its owner, so the address is proven too
      await setPasswordHash(tx, user.id, passwordHash, now, { verifyEmail: true });
      // every link, not only the reset ones: an email change an intruder requested dies here too
      await endAccountAccess(tx, user.id, 'password_reset', now);
    });
    // the owner proved themselves: no delay left on their address (docs/accounts.md#login-throttling)
    await clearLoginThrottle(app.db, user.email);
    await app.mailer.send(app.mailer.templates.passwordChanged(user.email, user.name));
    return SUCCESS;
  });

  const changePasswordDoc = apiDoc({
    summary: 'Change one’s own password (the current one is required)',
    access: 'owner',
    params: idParamsSchema,
    body: changePasswordBodySchema,
    answers: { 200: 'SuccessResponse' },
    errors: {
      400: ['password_does_not_meet_requirements', 'login_error'],
      429: ['api_error'],
    },
  });
  const changePasswordOptions = { schema: changePasswordDoc, preHandler: app.authenticate };
  app.patch('/users/:id/change_password', changePasswordOptions, async (request) => {
    const id = userParam(request);
    const auth = assertSelfOrAdmin(request, id);
    // Needs the current password, which only the owner knows.
    if (auth.user.id !== id) throw noPermission();
    const body = parseInput(changePasswordBodySchema, request.body);
    const user = auth.user;
    await assertCurrentPassword(
      app,
      { clock, passwords },
      {
        user,
        password: body.password,
        ip: request.ip,
      },
    );
    assertPasswordMeetsRequirements(body.newPassword, user.typeId, 'newPassword');
    const passwordHash = await passwords.hash(body.newPassword);
    const now = clock();
    await app.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, now);
      // other devices must log in again; this one stays logged in
      await endAccountAccess(tx, user.id, 'password_changed', now, auth.sessionId);
    });
    await app.mailer.send(app.mailer.templates.passwordChanged(user.email, user.name));
    return SUCCESS;
  });

  app.patch(
    '/users/:id/change_email',
    {
      schema: apiDoc({
        summary: 'Ask to change the address: a link goes to the new one',
        access: 'self',
        params: idParamsSchema,
        body: changeEmailBodySchema,
        answers: { 200: 'SuccessResponse' },
        errors: {
          400: ['login_error'],
          404: ['not_found'],
          409: ['already_exists'],
          429: ['api_error'],
        },
      }),
      preHandler: app.authenticate,
      config: app.rateLimitConfig('mail'),
    },
    async (request) => {
      const id = userParam(request);
      const auth = assertSelfOrAdmin(request, id);
      const { email, password } = parseInput(changeEmailBodySchema, request.body);
      // the caller's own password: an administrator acting for a user gives theirs
      await assertCurrentPassword(
        app,
        { clock, passwords },
        {
          user: auth.user,
          password,
          ip: request.ip,
        },
      );
      const user = await loadUser(id);
      const newEmail = email.toLowerCase();
      if (newEmail === user.email)
        throw new ApiError(400, 'wrong_parameter', "This is already the account's email address", {
          target: 'email',
        });
      if (await findUserByEmail(app.db, newEmail)) throw alreadyExists();
      // The address changes only when the link in this mail is opened; an earlier request's
      // link stops working, so the settings page has one pending change to show and cancel.
      const now = clock();
      const token = await app.db.transaction((tx) =>
        issueSoleOneOffToken(tx, {
          userId: user.id,
          purpose: 'verify_change_email',
          email: newEmail,
          now,
        }),
      );
      await app.mailer.send(app.mailer.templates.verifyChangeEmail(newEmail, user.name, token));
      // the owner learns of it while a password reset can still cancel it
      await app.mailer.send(
        app.mailer.templates.emailChangeRequested(user.email, user.name, newEmail, now),
      );
      return SUCCESS;
    },
  );

  /** The change awaiting its link, for the settings page (docs/settings.md#change-email). */
  const pendingDoc = apiDoc({
    summary: 'The address change awaiting its link',
    access: 'self',
    params: idParamsSchema,
    answers: { 200: 'PendingEmailChangeResponse' },
    errors: { 404: ['not_found'] },
  });
  const pendingOptions = { schema: pendingDoc, preHandler: app.authenticate };
  app.get('/users/:id/email_change', pendingOptions, async (request) => {
    const id = permittedUserId(request);
    await loadUser(id);
    return toPendingEmailChangeJson(
      await newestOutstandingOneOffToken(app.db, id, 'verify_change_email', clock()),
    );
  });

  /** Cancels the pending change: its link then answers as a spent one. Idempotent. */
  app.delete(
    '/users/:id/email_change',
    {
      schema: apiDoc({
        summary: 'Cancel the address change awaiting its link',
        access: 'self',
        params: idParamsSchema,
        answers: { 204: null },
        errors: { 404: ['not_found'] },
      }),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const id = permittedUserId(request);
      await loadUser(id);
      await revokeOneOffTokens(app.db, id, 'verify_change_email', clock());
      return reply.status(204).send();
    },
  );

  const verifyChangeDoc = apiDoc({
    summary: 'Confirm an address change with the mailed link’s token',
    access: 'link',
    bodyOptional: true,
    body: tokenBodySchema,
    answers: { 200: 'User' },
    errors: { 400: ['token_invalidated'], 409: ['already_exists'] },
  });
  app.post('/users/verify_change_email', { schema: verifyChangeDoc }, async (request) => {
    const now = clock();
    const used = await consumeLink(request, 'verify_change_email', now);
    if (!used)
      throw new ApiError(
        400,
        'token_invalidated',
        'The confirmation link is invalid, expired or already used',
        { target: 'token' },
      );
    const before = await findUserById(app.db, used.userId);
    const changed = await changeEmail(app.db, used.userId, used.email, now);
    if (changed === 'taken') throw alreadyExists();
    if (!changed || !before)
      throw new ApiError(400, 'token_invalidated', 'The account no longer exists', {
        target: 'token',
      });
    await revokeOneOffTokens(app.db, changed.id, 'verify_change_email', now);
    if (before.email !== changed.email)
      await app.mailer.send(
        app.mailer.templates.emailChanged(before.email, changed.name, changed.email, now),
      );
    return json(changed);
  });

  const deactivateDoc = apiDoc({
    summary: 'Close an account (its owner’s or an administrator’s password is required)',
    access: 'self',
    body: deactivateBodySchema,
    answers: { 200: 'SuccessResponse' },
    errors: {
      400: ['login_error'],
      404: ['not_found'],
      409: ['last_administrator'],
      429: ['api_error'],
    },
  });
  const deactivateOptions = { schema: deactivateDoc, preHandler: app.authenticate };
  app.post('/users/deactivate', deactivateOptions, async (request) => {
    const { userId, password } = parseInput(deactivateBodySchema, request.body);
    const auth = assertSelfOrAdmin(request, userId);
    await assertCurrentPassword(
      app,
      { clock, passwords },
      {
        user: auth.user,
        password,
        ip: request.ip,
      },
    );
    const now = clock();
    const user = await app.db.transaction(async (tx) => {
      await assertNotLastAdministrator(tx, userId);
      const deactivated = await deactivateUser(tx, userId, now);
      if (deactivated) await endAccountAccess(tx, userId, 'deactivated', now);
      return deactivated;
    });
    if (!user) throw notFound('User');
    await app.mailer.send(app.mailer.templates.accountDeactivated(user.email, user.name));
    return SUCCESS;
  });

  for (const action of ['lock', 'unlock'] as const) {
    const lockDoc = apiDoc({
      summary: action === 'lock' ? 'Lock an account (administrators)' : 'Unlock an account',
      access: 'administrator',
      params: idParamsSchema,
      answers: { 200: 'User' },
      errors: { 404: ['not_found'], 409: ['last_administrator'] },
    });
    const lockOptions = { schema: lockDoc, preHandler: app.authenticate };
    app.post(`/users/:id/${action}`, lockOptions, async (request) => {
      const id = userParam(request);
      assertAdmin(request);
      const now = clock();
      const user = await app.db.transaction(async (tx) => {
        if (action === 'lock') await assertNotLastAdministrator(tx, id);
        const updated = await setAdminLock(tx, id, action === 'lock', now);
        if (updated && action === 'lock') await endAccountAccess(tx, id, 'locked', now);
        return updated;
      });
      if (!user) throw notFound('User');
      return json(user);
    });
  }

  const deleteDoc = apiDoc({
    summary: 'Delete an account and everything of it',
    access: 'self',
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ['not_found'], 409: ['last_administrator'] },
  });
  const deleteOptions = { schema: deleteDoc, preHandler: app.authenticate };
  app.delete('/users/:id', deleteOptions, async (request, reply) => {
    const id = permittedUserId(request);
    const deleted = await app.db.transaction(async (tx) => {
      await assertNotLastAdministrator(tx, id);
      const removed = await deleteUser(tx, id);
      // its logins go with it (ON DELETE CASCADE): its chat sockets must too
      if (removed) await publishAccessChanged(tx, { userId: id });
      return removed;
    });
    if (!deleted) throw notFound('User');
    return reply.status(204).send();
  });
}

const alreadyExists = () =>
  new ApiError(409, 'already_exists', 'An account with this email address already exists', {
    target: 'email',
  });
