import { randomBytes } from 'node:crypto';
import { USER_TYPE_IDS } from '@jobmatch/shared/contracts';
import type { CompanyOrderStatus } from '@jobmatch/shared/domain';
import { newId } from '../lib/secure-tokens';
import {
  findViewableProduct,
  skillName,
  type ProductReference,
} from '../services/catalog/catalog-module';
import { findTopicByOrderId, markRead } from '../services/chat/chat-module';
import {
  changeApplicationStatus,
  closeOrdersOfArchivedProduct,
  customerOf,
  submitOrder,
} from '../services/orders/orders-module';
import {
  insertUser,
  toDemandUserInfo,
  updateProfile,
  type ProfileChanges,
  type UserRecord,
} from '../services/users/users-module';
import { demoCatalogCompany, findDemoCompanyId } from './demo-company';
import { DEMO_COMPANY_JOB_IDS, demoCompanyJobs } from './demo-company-jobs';
import type { SeedContext } from './seed-demo-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoApplicant {
  email: string;
  name: string;
  profile: ProfileChanges;
}

// One job seeker a line: address (local part, at jobmatch.example) | name | kana | postal code |
// prefecture, city, street | phone | job types with their years of experience | skills | desired
// pay (type, band).
const APPLICANT_TABLE = `
misaki.takahashi | 高橋 美咲 | タカハシ ミサキ | 2200012 | 神奈川県 横浜市西区 みなとみらい2-3-1 | 09023456781 | frontend_engineer:3-5 | typescript react nextjs storybook | month 400000-600000
kenta.ito | 伊藤 健太 | イトウ ケンタ | 1540024 | 東京都 世田谷区 三軒茶屋1-2-3 | 08034567812 | backend_engineer:5-10 | go postgresql docker aws | month 600000-800000
yumi.watanabe | 渡辺 由美 | ワタナベ ユミ | 5300001 | 大阪府 大阪市北区 梅田3-1-1 | 09045678123 | full_stack_engineer:3-5 frontend_engineer:5-10 | typescript react nodejs graphql | month 400000-600000
sho.nakamura | 中村 翔 | ナカムラ ショウ | 8100001 | 福岡県 福岡市中央区 天神2-5-8 | 08056781234 | devops_engineer:1-3 | kubernetes terraform github_actions | month 300000-400000
sakura.kobayashi | 小林 さくら | コバヤシ サクラ | 3300854 | 埼玉県 さいたま市大宮区 桜木町1-7-5 | 09067812345 | qa_engineer:3-5 | playwright test_design jest | hour 3000-4000
daisuke.kato | 加藤 大輔 | カトウ ダイスケ | 4500002 | 愛知県 名古屋市中村区 名駅4-4-10 | 08078123456 | backend_engineer:gt10 database_engineer:5-10 | go java postgresql mysql | month 800000-1000000
`;

/** A line of the table as the job seeker's account and finished profile. */
function demoApplicantOf(line: string): DemoApplicant {
  const fields = line.split('|').map((field) => field.trim());
  if (fields.length !== 9) throw new Error(`demo applicant line needs 9 fields: ${line}`);
  const [local, name, kana, postalCode, address, phoneNumber, experience, skills, pay] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [addressLine1 = '', addressLine2 = '', addressLine3 = ''] = address.split(' ');
  const [compensationType, compensationAmount] = pay.split(' ');
  const years = Object.fromEntries(experience.split(' ').map((entry) => entry.split(':')));
  return {
    email: `${local}@jobmatch.example`,
    name,
    profile: {
      postalCode,
      addressLine1,
      addressLine2,
      addressLine3,
      phoneNumber,
      customFields: {
        // an ideographic space between family and given name, as Japanese users type them
        katakana_name: kana.replace(' ', '\u3000'),
        profession_category_names: Object.keys(years),
        years_experience: years,
        skills: skills.split(' '),
        compensation_type: compensationType,
        compensation_amount: compensationAmount,
        is_signup_wizard_complete: true,
        ...careerProfileOf(local, skills),
      },
    },
  };
}

/**
 * A short career for the demo applicants (docs/wizard.md#career-profile), so the company's
 * applicant page shows one: their current job, from the table's first job type, and 自己PR.
 */
const CAREER_BY_LOCAL: Record<string, { company: string; title: string; since: string }> = {
  'misaki.takahashi': {
    company: '株式会社ハマテック',
    title: 'フロントエンドエンジニア',
    since: '2021-07',
  },
  'kenta.ito': {
    company: '株式会社ロジネクスト',
    title: 'バックエンドエンジニア',
    since: '2017-04',
  },
  'yumi.watanabe': {
    company: '株式会社なにわデジタル',
    title: 'フルスタックエンジニア',
    since: '2019-10',
  },
  'sho.nakamura': {
    company: '株式会社テンジンクラウド',
    title: 'インフラエンジニア',
    since: '2023-04',
  },
  'sakura.kobayashi': { company: '株式会社さくらQA', title: 'QAエンジニア', since: '2020-04' },
  'daisuke.kato': {
    company: '株式会社メイエキシステムズ',
    title: 'テックリード',
    since: '2012-04',
  },
};

function careerProfileOf(local: string, skills: string) {
  const job = CAREER_BY_LOCAL[local];
  if (!job) return {};
  return {
    career: [
      {
        company: job.company,
        title: job.title,
        employmentType: 'full_time',
        startedOn: job.since,
        endedOn: null,
        description: `${skills.split(' ').map(skillName).join('、')}を使った開発を担当しています。`,
      },
    ],
    self_pr: `${job.title}として、チームで品質の高いプロダクトを届けることを大切にしています。`,
    job_change_timing: 'within_6_months',
  };
}

/**
 * Six job seekers who applied to the demo company (docs/jobs.md#demo-data), with finished
 * profiles. Their passwords are random: nobody signs in as them.
 */
export const DEMO_APPLICANTS: readonly DemoApplicant[] = APPLICANT_TABLE.trim()
  .split('\n')
  .map(demoApplicantOf);

/**
 * The demo company's applicants (docs/jobs.md#demo-data): the six job seekers apply to its
 * postings on show, as a job seeker does, and the company has moved some of them, so every
 * status it works with exists; one applied to the ended posting and was accepted, one to the
 * archived posting, whose archiving cancelled the application and took it off the lists. The
 * company has read every application's conversation, so the demo inbox stays as the chat seed
 * left it.
 */
export async function seedDemoApplicants({ db, passwords, clock }: SeedContext) {
  const now = clock().getTime();
  const companyId = await findDemoCompanyId(db);
  if (!companyId) return;

  // the company's postings on show, in catalogue order
  const onShow: ProductReference[] = [];
  for (const productId of demoCatalogCompany().productIds) {
    const viewable = await findViewableProduct(db, productId, new Date(now));
    if (viewable) onShow.push(viewable);
  }
  if (onShow.length === 0) return;
  const posting = (index: number) => onShow[index % onShow.length] as ProductReference;
  const jobs = new Map(demoCompanyJobs(companyId, new Date(now)).map((job) => [job.id, job]));
  const reference = (key: 'ended' | 'archived'): ProductReference | undefined => {
    const job = jobs.get(DEMO_COMPANY_JOB_IDS[key]);
    return (
      job && {
        id: job.id,
        organizationId: companyId,
        variantId: job.variantId,
        name: job.name,
        casualInterview: true,
      }
    );
  };

  // hashed at once: the pool works on them side by side
  const hashes = await Promise.all(
    DEMO_APPLICANTS.map(() => passwords.hash(randomBytes(24).toString('base64url'))),
  );
  const seekers: Array<UserRecord | undefined> = [];
  for (const [index, applicant] of DEMO_APPLICANTS.entries()) {
    const user = await insertUser(
      db,
      {
        id: newId(),
        typeId: USER_TYPE_IDS.jobSeeker,
        email: applicant.email,
        emailVerified: true,
        passwordHash: hashes[index] as string,
        name: applicant.name,
      },
      clock(),
    );
    // an address someone already uses keeps its account and applies to nothing
    seekers.push(user && (await updateProfile(db, user.id, applicant.profile, clock())));
  }

  const apply = async (
    seeker: UserRecord | undefined,
    product: ProductReference | undefined,
    appliedAt: number,
    decisions: Array<[CompanyOrderStatus, number]> = [],
    casualInterview?: { message: string },
  ) => {
    if (!seeker || !product) return undefined;
    const order = await submitOrder(db, {
      userId: seeker.id,
      product,
      customer: customerOf(seeker),
      demandUserInfo: toDemandUserInfo(seeker),
      ...(casualInterview
        ? { kind: 'casual_interview' as const, message: casualInterview.message }
        : {}),
      now: new Date(appliedAt),
    });
    if (!order) return undefined;
    const topic = await findTopicByOrderId(db, order.id);
    if (topic)
      await db.transaction((tx) =>
        markRead(tx, { topic, side: 'organization', sequence: 1, now: new Date(appliedAt + HOUR) }),
      );
    for (const [status, at] of decisions)
      await changeApplicationStatus(db, {
        organizationId: companyId,
        id: order.id,
        status,
        now: new Date(at),
      });
    return order;
  };

  const [misaki, kenta, yumi, sho, sakura, daisuke] = seekers;
  await apply(misaki, posting(0), now - 2 * HOUR);
  await apply(kenta, posting(0), now - 3 * DAY, [['PROCESSING', now - 2 * DAY]]);
  await apply(yumi, posting(1), now - 10 * DAY, [
    ['PROCESSING', now - 9 * DAY],
    ['ACCEPTED', now - 3 * DAY],
  ]);
  await apply(sho, posting(1), now - 8 * DAY, [['CLOSED', now - 6 * DAY]]);
  // a casual talk first (docs/conversations.md#casual-interviews), waiting for the company's reply
  await apply(sho, posting(0), now - 6 * DAY, [], {
    message: 'まずはチームの開発の進め方について、お話を伺えればうれしいです。',
  });
  await apply(sakura, posting(2), now - 1 * DAY);
  await apply(daisuke, posting(2), now - 4 * DAY, [['PROCESSING', now - 3 * DAY]]);
  // applied while the QA posting was on show; it ended once she was accepted
  await apply(sakura, reference('ended'), now - 25 * DAY, [
    ['PROCESSING', now - 22 * DAY],
    ['ACCEPTED', now - 15 * DAY],
  ]);
  // applied while the Go posting was on show; archiving it closed the application
  if (await apply(daisuke, reference('archived'), now - 58 * DAY))
    await db.transaction((tx) =>
      closeOrdersOfArchivedProduct(tx, {
        productId: DEMO_COMPANY_JOB_IDS.archived,
        now: new Date(now - 30 * DAY),
        mailer: null,
      }),
    );
}
