import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { USER_TYPE_IDS } from '@jobmatch/shared/contracts';
import { isAdminType } from '@jobmatch/shared/domain';
import { passwordProblems } from '@jobmatch/shared/schemas';
import { newId } from '../lib/secure-tokens';
import { administratorExists, findUserByEmail, insertUser } from '../services/users/users-module';
import type { SeedContext } from './seed-demo-data';

// No look-alikes (0/O, 1/l/I): the password is read off a terminal and typed once.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password of 20 characters that follows the password rules. */
export function oneOffPassword(): string {
  for (;;) {
    const password = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
      '',
    );
    if (passwordProblems(password).length === 0) return password;
  }
}

export type FirstAdministratorOutcome =
  | 'administrator-exists'
  | 'created'
  | 'created-with-one-off-password'
  | 'email-taken';

/**
 * The first administrator of a deployment without demo data (docs/accounts.md#first-administrator):
 * with ADMIN_EMAIL and no administrator yet, creates one with ADMIN_PASSWORD, or with a random
 * password that `announce` prints once. An existing administrator is never touched, so the
 * variables can stay set.
 */
export async function ensureFirstAdministrator(
  { db, passwords, clock }: SeedContext,
  administrator: { email: string; password?: string },
  log: FastifyBaseLogger,
  announce: (text: string) => void = (text) => process.stdout.write(`${text}\n`),
): Promise<FirstAdministratorOutcome> {
  if (await administratorExists(db)) return 'administrator-exists';
  const password = administrator.password ?? oneOffPassword();
  const created = await insertUser(
    db,
    {
      id: newId(),
      typeId: USER_TYPE_IDS.admin,
      email: administrator.email,
      emailVerified: true,
      passwordHash: await passwords.hash(password),
      name: '管理者',
    },
    clock(),
  );
  if (!created) {
    // another instance may have created it a moment ago
    const existing = await findUserByEmail(db, administrator.email);
    if (existing && isAdminType(existing.typeId)) return 'administrator-exists';
    log.error(
      { email: administrator.email },
      'ADMIN_EMAIL belongs to an account that is not an administrator; no administrator created',
    );
    return 'email-taken';
  }
  if (administrator.password) {
    log.info({ email: administrator.email }, 'created the first administrator from ADMIN_EMAIL');
    return 'created';
  }
  announce(
    [
      '',
      `First administrator created: ${administrator.email}`,
      `One-off password: ${password}`,
      'Log in and change it at once in the settings; it is not shown again.',
      '',
    ].join('\n'),
  );
  return 'created-with-one-off-password';
}
