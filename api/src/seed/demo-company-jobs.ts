import { insertProducts, type NewProduct } from '../services/catalog/catalog-module';
import { findDemoCompanyId } from './demo-company';
import type { SeedContext } from './seed-demo-data';

const DAY = 86_400_000;

/**
 * The demo company's postings besides its catalogue ones, one in each state the public never
 * sees (docs/jobs.md#demo-data): a draft, a scheduled one (start in a week), an ended one (its
 * window ended yesterday) and an archived one. Fixed ids, so a second start finds them.
 */
export const DEMO_COMPANY_JOB_IDS = {
  draft: '6f1c2a8e-3b7d-4e52-9a61-0d4f8c2b7e11',
  scheduled: '8a3e5b1c-7d2f-4c69-b8e4-2f6a1d9c3e22',
  ended: 'b2d47c9e-1a5f-4b83-8c7d-4e9f2a6b1d33',
  archived: 'c9e18f2a-6b4d-4d17-9f3a-7a2c5e8b4f44',
} as const;

/** The variants the applicants' orders name (every posting has one). */
const VARIANT_IDS: Record<keyof typeof DEMO_COMPANY_JOB_IDS, string> = {
  draft: '1d7e4a9b-2c6f-4e8a-9b3d-5f1a7c2e9d55',
  scheduled: '2e8f5b1c-3d7a-4f9b-8c4e-6a2b8d3f1e66',
  ended: '3f9a6c2d-4e8b-4a1c-9d5f-7b3c9e4a2f77',
  archived: '4a1b7d3e-5f9c-4b2d-8e6a-8c4d1f5b3a88',
};

type DemoJob = Omit<NewProduct, 'id' | 'organizationId' | 'variantId'>;

/** The four postings at `now`: their windows are relative to the day the demo starts. */
export function demoCompanyJobs(organizationId: string, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const jobs: Record<keyof typeof DEMO_COMPANY_JOB_IDS, DemoJob> = {
    draft: {
      categoryId: 'devops_engineer',
      name: 'SREエンジニア（Kubernetes／可観測性の強化）',
      description: [
        '自社プロダクトの信頼性を支える SRE チームの立ち上げメンバーを募集します。',
        '■ 主な業務内容\n・Kubernetes 基盤の設計・運用と改善\n・SLO の策定とアラート設計\n・Terraform による IaC の推進\n・障害対応の仕組みづくりとポストモーテムの文化づくり',
        '■ 開発環境\nAWS / Kubernetes / Terraform / Prometheus / Grafana / GitHub Actions',
      ].join('\n\n'),
      addressLine1: '東京都',
      addressLine2: '千代田区',
      images: [],
      skills: ['kubernetes', 'terraform', 'prometheus', 'grafana', 'aws'],
      status: 'DRAFT',
      publicationSince: null,
      publicationUntil: null,
      publishedAt: null,
      supportsRemoteWork: true,
      compensationType: 'month',
      compensationAmount: 650_000,
      locationNotes: '東京都千代田区（神田駅 徒歩5分）\n週2日出社、ほかはリモート',
      positionRequirements: [
        '【必須スキル】\n・Kubernetes を使ったサービス運用の実務経験（2年以上）\n・AWS または Google Cloud での本番運用経験',
        '【歓迎スキル】\n・SLO／エラーバジェットの運用経験\n・オンコール体制の設計経験',
      ].join('\n\n'),
      workCompensation:
        '月給 650,000円〜（経験・スキルを考慮のうえ決定します）\n昇給年2回、賞与年2回（業績による）\n福利厚生：社会保険完備、書籍購入補助、リモートワーク手当',
      workStartTime: '10:00',
      workEndTime: '19:00',
      contractMonths: null,
      employmentType: 'full_time',
      annualSalaryMin: 8_000_000,
      annualSalaryMax: 11_000_000,
      compensationAmountMax: null,
      workStyle: 'hybrid',
      createdAt: at(-2),
    },
    scheduled: {
      categoryId: 'frontend_engineer',
      name: 'フロントエンドエンジニア（React／デザインシステム）',
      description: [
        '来月リリース予定の新サービスに向けて、デザインシステムを一緒に育てるフロントエンドエンジニアを募集します。',
        '■ 主な業務内容\n・React と TypeScript による画面開発\n・Storybook を使ったコンポーネント設計\n・デザイナーと協働した UI 改善',
        '■ 開発環境\nTypeScript / React / Next.js / Storybook / Playwright',
      ].join('\n\n'),
      addressLine1: '東京都',
      addressLine2: '千代田区',
      images: [],
      skills: ['typescript', 'react', 'nextjs', 'storybook'],
      status: 'ACTIVE',
      publicationSince: at(7),
      publicationUntil: at(37),
      publishedAt: at(-1),
      supportsRemoteWork: true,
      compensationType: 'month',
      compensationAmount: 550_000,
      locationNotes: '東京都千代田区（神田駅 徒歩5分）\nフルリモート可（月1回の全社会議は出社）',
      positionRequirements: [
        '【必須スキル】\n・React と TypeScript による開発経験（2年以上）\n・コンポーネント設計の経験',
        '【歓迎スキル】\n・デザインシステムの構築・運用経験\n・アクセシビリティへの知見',
      ].join('\n\n'),
      workCompensation:
        '月給 550,000円〜（経験・スキルを考慮のうえ決定します）\n福利厚生：社会保険完備、在宅勤務手当、PC・モニター貸与',
      workStartTime: '09:30',
      workEndTime: '18:30',
      contractMonths: null,
      employmentType: 'full_time',
      annualSalaryMin: 7_000_000,
      annualSalaryMax: 9_500_000,
      compensationAmountMax: null,
      workStyle: 'full_remote',
      createdAt: at(-3),
    },
    ended: {
      categoryId: 'qa_engineer',
      name: 'QAエンジニア（テスト自動化／業務委託）',
      description: [
        'リリースサイクルの短縮に向けて、E2E テストの自動化を進める QA エンジニアを募集しました。',
        '■ 主な業務内容\n・テスト計画とテスト設計\n・Playwright による E2E テストの自動化\n・CI でのテスト実行基盤の整備',
      ].join('\n\n'),
      addressLine1: '東京都',
      addressLine2: '千代田区',
      images: [],
      skills: ['playwright', 'test_design', 'jest'],
      status: 'ACTIVE',
      publicationSince: at(-31),
      publicationUntil: at(-1),
      publishedAt: at(-31),
      supportsRemoteWork: true,
      compensationType: 'hour',
      compensationAmount: 4_000,
      locationNotes: 'フルリモート（稼働は週3日から相談可）',
      positionRequirements:
        '【必須スキル】\n・Web アプリケーションのテスト設計の経験\n・E2E テスト自動化の実務経験',
      workCompensation: '時給 4,000円〜\n契約期間6か月（更新あり）',
      workStartTime: '10:00',
      workEndTime: '17:00',
      contractMonths: 6,
      employmentType: 'freelance',
      annualSalaryMin: null,
      annualSalaryMax: null,
      compensationAmountMax: 5_000,
      workStyle: 'full_remote',
      createdAt: at(-40),
    },
    archived: {
      categoryId: 'backend_engineer',
      name: 'バックエンドエンジニア（Go／決済基盤）',
      description: [
        '決済基盤のリプレイスを担うバックエンドエンジニアを募集していました（採用枠が埋まったため募集を終了しました）。',
        '■ 主な業務内容\n・Go によるマイクロサービスの設計・開発\n・PostgreSQL のスキーマ設計とパフォーマンス改善',
      ].join('\n\n'),
      addressLine1: '大阪府',
      addressLine2: '大阪市北区',
      images: [],
      skills: ['go', 'postgresql', 'docker'],
      status: 'ARCHIVED',
      publicationSince: null,
      publicationUntil: null,
      publishedAt: at(-60),
      supportsRemoteWork: false,
      compensationType: 'month',
      compensationAmount: 600_000,
      locationNotes: '大阪府大阪市北区（梅田駅 徒歩7分）',
      positionRequirements:
        '【必須スキル】\n・Go による Web API の開発経験（3年以上）\n・RDB の設計経験',
      workCompensation: '月給 600,000円〜\n賞与年2回、交通費全額支給',
      workStartTime: '09:00',
      workEndTime: '18:00',
      contractMonths: null,
      employmentType: 'full_time',
      annualSalaryMin: 7_500_000,
      annualSalaryMax: 10_000_000,
      compensationAmountMax: null,
      workStyle: 'office',
      createdAt: at(-70),
    },
  };
  return (Object.keys(jobs) as Array<keyof typeof jobs>).map(
    (key): NewProduct => ({
      ...jobs[key],
      id: DEMO_COMPANY_JOB_IDS[key],
      organizationId,
      variantId: VARIANT_IDS[key],
    }),
  );
}

/** The demo company's draft, scheduled, ended and archived postings, written as the catalogue writes postings. */
export async function seedDemoCompanyJobs({ db, clock }: SeedContext) {
  const companyId = await findDemoCompanyId(db);
  if (!companyId) return;
  await insertProducts(db, demoCompanyJobs(companyId, clock()));
}
