import { insertUser, updateProfile, type ProfileChanges } from '../services/users/users-module';
import { newId } from '../lib/secure-tokens';
import type { SeedContext } from './seed-demo-data';

/** The demo accounts of docs/contracts.md; the README lists them for people trying the product. */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@jobmatch.example',
    password: 'demo1234',
    name: 'デモ 太郎',
    typeId: '000',
    // A finished sign-up wizard, so the demo seeker lands on /mypage and sees a real profile.
    profile: {
      postalCode: '1500002',
      addressLine1: '東京都',
      addressLine2: '渋谷区',
      addressLine3: '渋谷2-21-1',
      phoneNumber: '09012345678',
      customFields: {
        katakana_name: 'デモ　タロウ',
        profession_category_names: ['backend_engineer', 'frontend_engineer'],
        years_experience: { backend_engineer: '3-5', frontend_engineer: '1-3' },
        skills: ['go', 'nodejs', 'typescript', 'react', 'postgresql', 'aws'],
        compensation_type: 'month',
        compensation_amount: '400000-600000',
        is_signup_wizard_complete: true,
      },
    },
  },
  {
    email: 'admin@jobmatch.example',
    password: 'admin1234',
    name: '管理者',
    typeId: '100',
    profile: undefined,
  },
] as const satisfies ReadonlyArray<
  { profile: ProfileChanges | undefined } & Record<string, unknown>
>;

export async function seedDemoAccounts({ db, passwords, clock }: SeedContext) {
  for (const account of DEMO_ACCOUNTS) {
    const passwordHash = await passwords.hash(account.password);
    const user = await insertUser(
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
    if (user && account.profile) await updateProfile(db, user.id, account.profile, clock());
  }
}
