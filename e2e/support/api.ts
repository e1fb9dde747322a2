// Test data through the api's public HTTP surface (docs/api.md), so specs that are not about
// sign-up start from an account of their own without clicking through the sign-up form.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Credentials } from './pages/auth-pages';

export interface Account extends Credentials {
  userId: string;
}

const fingerprint = () => `e2e-${crypto.randomUUID()}`;

/** Fresh, unique credentials that satisfy the password rule (8–24, lowercase and digit). */
export function uniqueCredentials(): Credentials {
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return { email: `e2e-${id}@example.com`, password: `pw${id.slice(0, 8)}7k` };
}

/** Registers a job seeker (typeId 000) as sign-up does: POST /api/demand-user/users (which mails the verification link). */
export async function createAccount(
  request: APIRequestContext,
  credentials = uniqueCredentials(),
): Promise<Account> {
  const response = await request.post('/api/demand-user/users', {
    headers: { 'x-nb-fingerprint': fingerprint() },
    data: { email: credentials.email, password: credentials.password, name: 'e2e', typeId: '000' },
  });
  expect(response.status(), `POST /api/demand-user/users: ${await response.text()}`).toBeLessThan(
    300,
  );
  const body = (await response.json()) as { id: string };
  return { ...credentials, userId: body.id };
}

/**
 * Verifies an account's email the way a person does, minus the clicking: takes the token from
 * the link of the verification mail that sign-up sent and submits it as the one-off bearer token.
 */
export async function verifyEmail(
  request: APIRequestContext,
  account: Account,
  waitForLink: (to: string, link: RegExp) => Promise<{ link: string }>,
): Promise<void> {
  const { link } = await waitForLink(account.email, /\/auth\/verify-email-success\/[^/?#]+/);
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const verify = await request.post('/api/demand-user/users/verify_email', {
    headers: { 'x-nb-fingerprint': fingerprint(), authorization: `Bearer ${token}` },
    data: {},
  });
  expect(verify.status(), `verify_email: ${await verify.text()}`).toBeLessThan(300);
}

/**
 * Fills an account's profile as finishing the sign-up wizard does (`PATCH /users/{id}` with the
 * base info and `is_signup_wizard_complete`), after logging in through the api.
 */
export async function completeProfile(request: APIRequestContext, account: Account): Promise<void> {
  const fp = fingerprint();
  const login = await request.post('/api/demand-auth/login', {
    headers: { 'x-nb-fingerprint': fp },
    data: { email: account.email, password: account.password, fingerprint: fp },
  });
  expect(login.status(), `login: ${await login.text()}`).toBeLessThan(300);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const patch = await request.patch(
    `/api/demand-user/users/${encodeURIComponent(account.userId)}`,
    {
      headers: { 'x-nb-fingerprint': fp, authorization: `Bearer ${accessToken}` },
      data: {
        name: '山田 太郎',
        phoneNumber: '09012345678',
        postalCode: '1000001',
        addressLine1: '東京都',
        addressLine2: '千代田区',
        addressLine3: '千代田1-1',
        customFields: {
          katakana_name: 'ヤマダ　タロウ',
          profession_category_names: ['backend_engineer'],
          years_experience: { backend_engineer: '3-5' },
          skills: [],
          compensation_type: 'month',
          compensation_amount: '400000-600000',
          is_signup_wizard_complete: true,
        },
      },
    },
  );
  expect(patch.status(), `PATCH user: ${await patch.text()}`).toBeLessThan(300);
}
