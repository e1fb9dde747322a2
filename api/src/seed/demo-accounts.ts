import { insertUser } from '../services/users/users-repository';
import { newId } from '../lib/secure-tokens';
import type { SeedContext } from './seed-demo-data';

/** The demo accounts of docs/contracts.md; the README lists them for people trying the product. */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@jobmatch.example',
    password: 'demo1234',
    name: 'デモ 太郎',
    typeId: '000',
    customFields: {},
  },
  {
    email: 'admin@jobmatch.example',
    password: 'admin1234',
    name: '管理者',
    typeId: '100',
    customFields: {},
  },
] as const;

export async function seedDemoAccounts({ db, passwords, clock }: SeedContext) {
  for (const account of DEMO_ACCOUNTS) {
    const passwordHash = await passwords.hash(account.password);
    await insertUser(
      db,
      {
        id: newId(),
        typeId: account.typeId,
        email: account.email,
        emailVerified: true,
        passwordHash,
        name: account.name,
      },
      clock(),
    );
  }
}
