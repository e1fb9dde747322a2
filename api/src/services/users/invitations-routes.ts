import type { InvitationList } from '@jobmatch/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_TYPE_IDS, type MemberRole } from '@jobmatch/shared/contracts';
import { isCompanyType } from '@jobmatch/shared/domain';
import { acceptInvitationRequestSchema } from '@jobmatch/shared/request-schemas';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import {
  assertPasswordMeetsRequirements,
  idParamsSchema,
  parseInput,
} from '../../lib/request-validation';
import { apiDoc, type RouteDoc } from '../../openapi/route-docs';
import { newId } from '../../lib/secure-tokens';
import { bearerToken, requireFingerprint } from '../../lib/request-auth';
import { checkSignInPassword, finishSignIn } from '../auth/auth-module';
import {
  findMembership,
  findOrganizationName,
  insertMembership,
  MANAGING_ROLES,
  organizationNotNormal,
  requireMember,
  type Membership,
} from '../organizations/organizations-module';
import { toInvitationJson, toInvitationPreviewJson } from './invitation-json';
import { inviteByMail, mailInvitation } from './invitation-mail';
import {
  cancelInvitation,
  findInvitationById,
  findUsableInvitation,
  listOpenInvitations,
  renewInvitation,
  setInvitationAcceptor,
  spendInvitation,
  type InvitationRecord,
} from './invitations-repository';
import { findUserByEmail, insertUser, type NewUser, type UserRecord } from './users-repository';
import {
  newMemberNameSchema,
  createInvitationBodySchema,
  invitationListQuerySchema,
} from './users-schemas';

export interface InvitationsRoutesOptions {
  clock: Clock;
  passwords: PasswordHasher;
  /** Accepting signs the new member in: the refresh cookie's Secure flag follows it. */
  publicOrigin: string;
  /** docs/accounts.md#required-enrolment */
  requireAdminTwoFactor: boolean;
}

// Every way a link can fail answers alike, so a link tells nothing to whoever lacks its token.
const invitationInvalid = () =>
  new ApiError(400, 'invitation_invalid', 'The invitation is invalid, expired or already used', {
    target: 'token',
  });
const alreadyExists = (message: string) =>
  new ApiError(409, 'already_exists', message, { target: 'email' });

function assertOrganizationNormal(membership: Membership): void {
  if (membership.organizationStatus !== 'normal') throw organizationNotNormal();
}

/** Only an owner hands out (or manages an invitation to) the owner role. */
function assertMayGrant(membership: Membership, role: MemberRole): void {
  if (role === 'owner' && membership.role !== 'owner')
    throw new ApiError(403, 'incorrect_organization_role', 'Only an owner may invite an owner', {
      target: 'role',
    });
}

/**
 * Invitations into a company (docs/company.md#invitations-user-service-apidemand-user): its owners
 * and admins invite, resend and cancel; the holder of a link previews and accepts it, which
 * makes them a member and signs them in.
 */
export async function invitationsRoutes(
  app: FastifyInstance,
  { clock, passwords, publicOrigin, requireAdminTwoFactor }: InvitationsRoutesOptions,
) {
  const organizationName = async (invitation: InvitationRecord) => {
    const name = await findOrganizationName(app.db, invitation.organizationId);
    // invitations go with their organization (ON DELETE CASCADE): only a race gets here
    if (name === undefined) throw notFound('Organization');
    return name;
  };

  /**
   * The open invitation of the path, once the caller may manage it. Whoever is not a member of
   * its organization gets `404`, as for an unknown id; so does an accepted or cancelled one.
   */
  const managedInvitation = async (request: FastifyRequest) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const invitation = await findInvitationById(app.db, id);
    if (!invitation) throw notFound('Invitation');
    const { membership } = await requireMember(
      app.db,
      request,
      invitation.organizationId,
      MANAGING_ROLES,
    );
    if (invitation.acceptedAt || invitation.canceledAt) throw notFound('Invitation');
    assertMayGrant(membership, invitation.role);
    return { invitation, membership };
  };

  /** The invitation the path and the bearer token name, if its link still works. */
  const usableInvitation = async (request: FastifyRequest) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const token = bearerToken(request);
    const invitation = token && (await findUsableInvitation(app.db, id, token, clock()));
    if (!invitation || !token) throw invitationInvalid();
    return { invitation, token };
  };

  app.post(
    '/invitations',
    {
      schema: apiDoc({
        summary: 'Invite an address into an organization (owners and admins)',
        access: 'company-admin',
        body: createInvitationBodySchema,
        answers: { 201: 'Invitation' },
        errors: {
          403: ['incorrect_organization_role'],
          404: ['not_found'],
          409: ['already_exists', 'organization_not_normal'],
          429: ['api_error'],
        },
      }),
      preHandler: app.authenticate,
      config: app.rateLimitConfig('mail'),
    },
    async (request, reply) => {
      const body = parseInput(createInvitationBodySchema, request.body);
      const { auth, membership } = await requireMember(
        app.db,
        request,
        body.organizationId,
        MANAGING_ROLES,
      );
      assertOrganizationNormal(membership);
      assertMayGrant(membership, body.role);
      const invitee = await findUserByEmail(app.db, body.email);
      if (invitee && (await findMembership(app.db, body.organizationId, invitee.id)))
        throw alreadyExists('The address is already a member of the organization');
      const name = await findOrganizationName(app.db, body.organizationId);
      if (name === undefined) throw notFound('Organization');
      const invitation = await app.db.transaction((tx) =>
        inviteByMail(tx, app.mailer, {
          organizationId: body.organizationId,
          organizationName: name,
          email: body.email,
          role: body.role,
          invitedBy: auth.user.id,
          now: clock(),
        }),
      );
      return reply.status(201).send(toInvitationJson(invitation));
    },
  );

  const listDoc = apiDoc({
    summary: 'An organization’s open invitations',
    access: 'company-member',
    query: invitationListQuerySchema,
    answers: { 200: 'InvitationList' },
    errors: { 404: ['not_found'] },
  });
  app.get('/invitations', { schema: listDoc, preHandler: app.authenticate }, async (request) => {
    const { organizationId } = parseInput(invitationListQuerySchema, request.query, 'query');
    await requireMember(app.db, request, organizationId);
    const open = await listOpenInvitations(app.db, organizationId, clock());
    return { value: open.map(toInvitationJson) } satisfies InvitationList;
  });

  app.post(
    '/invitations/:id/resend',
    {
      schema: apiDoc({
        summary: 'Mail an invitation again with a new link',
        access: 'company-admin',
        params: idParamsSchema,
        answers: { 200: 'Invitation' },
        errors: {
          403: ['incorrect_organization_role'],
          404: ['not_found'],
          409: ['organization_not_normal'],
          429: ['api_error'],
        },
      }),
      preHandler: app.authenticate,
      config: app.rateLimitConfig('mail'),
    },
    async (request) => {
      const { invitation, membership } = await managedInvitation(request);
      assertOrganizationNormal(membership);
      const name = await organizationName(invitation);
      const renewed = await app.db.transaction(async (tx) => {
        const result = await renewInvitation(tx, invitation.id, clock());
        if (!result) throw notFound('Invitation'); // accepted or cancelled meanwhile
        await mailInvitation(tx, app.mailer, result.invitation, result.token, name);
        return result.invitation;
      });
      return toInvitationJson(renewed);
    },
  );

  const cancelDoc = apiDoc({
    summary: 'Cancel an open invitation',
    access: 'company-admin',
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 403: ['incorrect_organization_role'], 404: ['not_found'] },
  });
  const cancelOptions = { schema: cancelDoc, preHandler: app.authenticate };
  app.delete('/invitations/:id', cancelOptions, async (request, reply) => {
    const { invitation } = await managedInvitation(request);
    if (!(await cancelInvitation(app.db, invitation.id, clock()))) throw notFound('Invitation');
    return reply.status(204).send();
  });

  // The two link routes are public: limited like the other one-off links' password route.
  const linkLimit = { config: app.rateLimitConfig('resetPassword') };
  const linkDoc = (doc: Pick<RouteDoc, 'summary' | 'body' | 'answers' | 'errors'>) =>
    apiDoc({
      ...doc,
      access: 'link',
      params: idParamsSchema,
      errors: { ...doc.errors, 400: ['invitation_invalid', ...(doc.errors?.[400] ?? [])] },
    });

  const previewDoc = linkDoc({
    summary: 'What an invitation link offers, before it is accepted',
    answers: { 200: 'InvitationPreview' },
    errors: { 429: ['api_error'] },
  });
  app.get('/invitations/:id', { ...linkLimit, schema: previewDoc }, async (request) => {
    const { invitation } = await usableInvitation(request);
    const account = await findUserByEmail(app.db, invitation.email);
    return toInvitationPreviewJson(
      invitation,
      await organizationName(invitation),
      account !== undefined && isCompanyType(account.typeId),
    );
  });

  /**
   * Who joins: the address's company account, once the password given is its own, or a new
   * company user. Another kind of account cannot join: one address, one account.
   */
  const joiningAccount = async (
    request: FastifyRequest,
    invitation: InvitationRecord,
    body: { name?: string; password: string },
  ): Promise<{ existing: UserRecord } | { created: NewUser }> => {
    const existing = await findUserByEmail(app.db, invitation.email);
    if (existing && !isCompanyType(existing.typeId))
      throw alreadyExists('An account with this email address already exists');
    if (existing) {
      // a sign-in in all but name: throttled, and answered like POST /login
      await checkSignInPassword(
        app,
        { clock, passwords },
        { email: existing.email, password: body.password, ip: request.ip },
      );
      return { existing };
    }
    const { name } = parseInput(newMemberNameSchema, body);
    const typeId = USER_TYPE_IDS.companyUser;
    assertPasswordMeetsRequirements(body.password, typeId);
    return {
      created: {
        id: newId(),
        typeId,
        email: invitation.email,
        // the link reached the address
        emailVerified: true,
        passwordHash: await passwords.hash(body.password),
        name,
      },
    };
  };

  const acceptDoc = linkDoc({
    summary: 'Accept an invitation: join with the address’s account or a new one, and sign in',
    body: acceptInvitationRequestSchema,
    answers: { 200: { oneOf: ['SessionTokens', 'TwoFactorChallengeResponse'] } },
    errors: {
      400: ['password_does_not_meet_requirements'],
      401: ['login_error'],
      403: ['user_is_locked', 'email_not_verified', 'no_permission'],
      409: ['already_exists'],
      429: ['api_error'],
    },
  });
  app.patch('/invitations/:id', { ...linkLimit, schema: acceptDoc }, async (request, reply) => {
    // the link before anything else: without its token, no answer says anything about it
    const { invitation, token } = await usableInvitation(request);
    const body = parseInput(acceptInvitationRequestSchema, request.body);
    const fingerprint = requireFingerprint(request);
    const account = await joiningAccount(request, invitation, body);
    const name = await organizationName(invitation);
    const now = clock();
    const user = await app.db.transaction(async (tx) => {
      // first, so that a concurrent acceptance waits here and then finds the link spent
      const spent = await spendInvitation(tx, { id: invitation.id, token, now });
      if (!spent) throw invitationInvalid();
      const member =
        'existing' in account ? account.existing : await insertUser(tx, account.created, now);
      if (!member) throw alreadyExists('An account with this email address already exists');
      await setInvitationAcceptor(tx, spent.id, member.id);
      if (await findMembership(tx, spent.organizationId, member.id))
        throw alreadyExists('The account is already a member of the organization');
      await insertMembership(tx, {
        organizationId: spent.organizationId,
        userId: member.id,
        role: spent.role,
        now,
      });
      await app.mailer.send(
        app.mailer.templates.companyRegistrationComplete(member.email, member.name, name),
        tx,
      );
      return member;
    });
    // an existing account with two-step verification gives its code next, as at a login
    return finishSignIn(app, reply, {
      user,
      fingerprint,
      publicOrigin,
      requireAdminTwoFactor,
      now,
    });
  });
}
