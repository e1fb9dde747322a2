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
        // The career profile (docs/wizard.md#career-profile), newest entry first
        career: [
          {
            company: '株式会社クラウドレジ',
            title: 'バックエンドエンジニア',
            employmentType: 'full_time',
            startedOn: '2021-04',
            endedOn: null,
            description:
              '飲食店向けPOSレジのSaaSで、決済・売上集計APIの設計と開発を担当。Go と PostgreSQL でマイクロサービスを構築し、月間1億件の取引を処理する集計基盤の性能を3倍に改善しました。',
          },
          {
            company: '株式会社ミライウェブ',
            title: 'Webエンジニア',
            employmentType: 'full_time',
            startedOn: '2018-04',
            endedOn: '2021-03',
            description:
              '受託開発で EC サイトや予約システムのフロントエンド（React、TypeScript）と Node.js の API を担当。新卒3名の OJT も担いました。',
          },
          {
            company: '個人事業',
            title: 'フロントエンド開発（副業）',
            employmentType: 'side_job',
            startedOn: '2022-10',
            endedOn: null,
            description: 'スタートアップ2社の管理画面を React で開発しています（週10時間程度）。',
          },
        ],
        self_pr:
          'バックエンドを軸に、フロントエンドまで一人で形にできることが強みです。\nプロダクトの数字を見ながら、チームで小さく早くリリースすることを大切にしています。次は、ユーザーとの距離が近い自社サービスで設計から関わりたいと考えています。',
        links: [{ kind: 'github', url: 'https://github.com/jobmatch-demo' }],
        job_change_timing: 'within_3_months',
        desired_annual_salary: 7_000_000,
        desired_work_style: 'hybrid',
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
