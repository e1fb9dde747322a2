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
