// Company-side test data through the api's public HTTP surface (docs/company.md#api): an
// application, the administrator's approval and the accepted invitation, so that specs not about
// those steps start from a company of their own.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Outbox } from './outbox';

export const DEMO_ADMIN = { email: 'admin@jobmatch.example', password: 'admin1234' };

export interface CompanyAccount {
  email: string;
  password: string;
  userId: string;
  organizationId: string;
  companyName: string;
}

const fingerprint = () => `e2e-${crypto.randomUUID()}`;
const shortId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 10);

/** A company user's password: 8–64 with lower and upper case, a digit and a symbol. */
export const companyPassword = () => `Pw-${shortId()}9`;

/** Unique application data: a company name and an address nobody has used. */
export function uniqueApplication() {
  const id = shortId();
  return {
    companyName: `E2E株式会社 ${id}`,
    contactName: '採用 花子',
    email: `e2e-company-${id}@example.com`,
    phoneNumber: '0312345678',
    // 国税庁's own 法人番号: a real number whose check digit holds (docs/company.md#company-applications)
    corporateNumber: '7000012050002',
    postalCode: '1000013',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '霞が関3-1-1',
    website: 'https://e2e.example',
    description: 'エンドツーエンドテストの会社です。',
  };
}

/** Logs in through the api; returns the headers of authenticated calls. */
export async function apiLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<Record<string, string>> {
  const fp = fingerprint();
  const login = await request.post('/api/demand-auth/login', {
    headers: { 'x-nb-fingerprint': fp },
    data: { ...credentials, fingerprint: fp },
  });
  expect(login.status(), `login ${credentials.email}: ${await login.text()}`).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { 'x-nb-fingerprint': fp, authorization: `Bearer ${accessToken}` };
}

/** The invitation link's parts, from its path `/company/auth/accept-invitation/{id}/{token}`. */
export function invitationFromLink(link: string): { id: string; token: string; path: string } {
  const url = new URL(link);
  const [, id = '', token = ''] =
    /\/company\/auth\/accept-invitation\/([^/]+)\/([^/?#]+)/.exec(url.pathname) ?? [];
  return {
    id: decodeURIComponent(id),
    token: decodeURIComponent(token),
    path: url.pathname + url.search,
  };
}

export const INVITATION_LINK = /\/company\/auth\/accept-invitation\/[^/]+\/[^/?#]+/;

/**
 * A company approved by the demo administrator whose owner accepted the invitation (name and
 * password through the api) and finished registration when `registered`.
 */
export async function createCompanyOwner(
  request: APIRequestContext,
  outbox: Outbox,
  { registered = true }: { registered?: boolean } = {},
): Promise<CompanyAccount> {
  const application = uniqueApplication();
  const applied = await request.post('/api/organization/organizations', {
    headers: { 'x-nb-fingerprint': fingerprint() },
    data: application,
  });
  expect(applied.status(), `apply: ${await applied.text()}`).toBe(201);
  const { id: applicationId, organizationId } = (await applied.json()) as {
    id: string;
    organizationId: string;
  };

  const admin = await apiLogin(request, DEMO_ADMIN);
  const approved = await request.post(
    `/api/organization/organization-applications/${applicationId}/approve`,
    { headers: admin, data: {} },
  );
  expect(approved.status(), `approve: ${await approved.text()}`).toBeLessThan(300);

  const { link } = await outbox.waitForLink(application.email, INVITATION_LINK);
  const invitation = invitationFromLink(link);
  const password = companyPassword();
  const fp = fingerprint();
  const accepted = await request.patch(`/api/demand-user/invitations/${invitation.id}`, {
    headers: { 'x-nb-fingerprint': fp, authorization: `Bearer ${invitation.token}` },
    data: { name: '採用 花子', password },
  });
  expect(accepted.status(), `accept: ${await accepted.text()}`).toBe(200);
  const { userId, accessToken } = (await accepted.json()) as {
    userId: string;
    accessToken: string;
  };

  if (registered) {
    const patch = await request.patch(`/api/organization/organizations/${organizationId}`, {
      headers: { 'x-nb-fingerprint': fp, authorization: `Bearer ${accessToken}` },
      data: { name: application.companyName, completeRegistration: true },
    });
    expect(patch.status(), `register: ${await patch.text()}`).toBe(200);
  }
  return {
    email: application.email,
    password,
    userId,
    organizationId,
    companyName: application.companyName,
  };
}
