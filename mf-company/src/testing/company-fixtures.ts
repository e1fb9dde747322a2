// Test data of the company pages (docs/company.md#api shapes): a company user, their organization
// and membership, members and invitations. Jest only.
import type {
  CompanyOrganization,
  Invitation,
  MemberRole,
  OrganizationMember,
  User,
  UserOrganization,
} from '@jobmatch/shared/contracts';
import { createTestUser } from '@jobmatch/shared/testing';

export const ORG_ID = 'org-1';

/** The api's paths of the company pages, as mockApi keys them. */
export const companyApi = {
  userOrganizations: '/api/organization/users/:userId/organizations',
  organization: `/api/organization/organizations/${ORG_ID}`,
  members: `/api/organization/organizations/${ORG_ID}/members`,
  twoFactorPolicy: `/api/organization/organizations/${ORG_ID}/two-factor-policy`,
  member: `/api/organization/organizations/${ORG_ID}/members/:userId`,
  invitations: '/api/demand-user/invitations',
  invitation: '/api/demand-user/invitations/:invitationId',
  resend: '/api/demand-user/invitations/:invitationId/resend',
  uploadUrl: `/api/catalog/orgs/${ORG_ID}/attachment-upload-url`,
  attachments: `/api/catalog/orgs/${ORG_ID}/attachments`,
};

/** A company user (type 010) who signed in. */
export function createCompanyUser(overrides: Partial<User> = {}): User {
  return createTestUser({
    id: 'user-1',
    typeId: '010',
    name: '佐藤 花子',
    email: 'hanako@example.co.jp',
    ...overrides,
  });
}

/** An approved, registered organization with every field filled in. */
export function createOrganization(
  overrides: Partial<CompanyOrganization> = {},
): CompanyOrganization {
  return {
    id: ORG_ID,
    name: '株式会社ジョブマッチ',
    status: 'normal',
    registeredAt: '2026-11-01T00:00:00.000Z',
    logoImageUri: null,
    iconImageUri: null,
    postalCode: '1000001',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '丸の内1-1-1',
    phoneNumber: '0312345678',
    customFields: {
      business_operations: 'Webサービスの開発',
      industry: '情報通信業',
      organization_summary: 'エンジニアと企業をつなぎます。',
    },
    establishedOn: '2010-04-01',
    employeeCount: 50,
    capital: 10000000,
    website: 'https://example.co.jp',
    representativeName: '山田 太郎',
    ...overrides,
  };
}

/** An approved organization whose owner has not gone through the wizard yet (only the name). */
export function createUnregisteredOrganization(): CompanyOrganization {
  return createOrganization({
    registeredAt: null,
    postalCode: null,
    addressLine1: null,
    addressLine2: null,
    addressLine3: null,
    phoneNumber: null,
    customFields: { business_operations: null, industry: null, organization_summary: null },
    establishedOn: null,
    employeeCount: null,
    capital: null,
    website: null,
    representativeName: null,
  });
}

export function createMembership(
  role: MemberRole = 'owner',
  organization: CompanyOrganization = createOrganization(),
  overrides: Partial<UserOrganization> = {},
): UserOrganization {
  return { organization, role, memberStatus: 'active', ...overrides };
}

export function createMember(overrides: Partial<OrganizationMember> = {}): OrganizationMember {
  return {
    userId: 'user-2',
    name: '鈴木 一郎',
    email: 'ichiro@example.co.jp',
    role: 'member',
    status: 'active',
    createdAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

export function createInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'invitation-1',
    organizationId: ORG_ID,
    email: 'new@example.co.jp',
    role: 'member',
    createdAt: '2026-11-20T00:00:00.000Z',
    expiresAt: '2026-11-27T00:00:00.000Z',
    ...overrides,
  };
}
