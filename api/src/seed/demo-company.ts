import { USER_TYPE_IDS, type MemberRole } from '@jobmatch/shared/contracts';
import { newId } from '../lib/secure-tokens';
import {
  findOrganizationName,
  insertMembership,
  submitApplication,
  type ApplicationSubmission,
} from '../services/organizations/organizations-module';
import { insertUser } from '../services/users/users-module';
import { DEMO_CATALOG_SIZE, DEMO_SEED, generateDemoCatalog } from './catalog/demo-catalog';
import type { SeedContext } from './seed-demo-data';

/**
 * The company side's demo accounts (the README lists them): an owner and a member of one of the
 * demo catalogue's companies. Company passwords follow the stricter rule of
 * docs/company.md#passwords.
 */
export const DEMO_COMPANY_ACCOUNTS = [
  {
    email: 'owner@jobmatch.example',
    password: 'Owner1234!',
    name: 'デモ 企業オーナー',
    role: 'owner',
  },
  {
    email: 'member@jobmatch.example',
    password: 'Member1234!',
    name: 'デモ 企業メンバー',
    role: 'member',
  },
] as const satisfies ReadonlyArray<{ role: MemberRole } & Record<string, string>>;

/** Applications waiting for the administrator's review, so the review pages have work. */
export const DEMO_APPLICATIONS: readonly ApplicationSubmission[] = [
  {
    companyName: '株式会社サクラテックラボ',
    contactName: '佐藤 花子',
    email: 'hanako.sato@sakura-tech.example',
    phoneNumber: '0312345678',
    // a demo company: the check digit holds, no such company is meant
    corporateNumber: '3010001000004',
    postalCode: '1000005',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '丸の内1-1-1 サクラビル5階',
    website: 'https://sakura-tech.example',
    description:
      'SaaS の開発チームを拡大するため、バックエンドエンジニアを募集したいと考えています。',
  },
  {
    companyName: 'アオゾラデータ株式会社',
    contactName: '鈴木 一郎',
    email: 'ichiro.suzuki@aozora-data.example',
    phoneNumber: '0612345678',
    corporateNumber: '6120001000007',
    postalCode: '5300001',
    addressLine1: '大阪府',
    addressLine2: '大阪市北区',
    addressLine3: '梅田2-2-2',
    website: null,
    description: null,
  },
];

let catalogCompany: { id: string | undefined; productIds: string[] } | undefined;

/**
 * The demo catalogue's first company and the ids of its postings, the same on every start, since
 * the catalogue comes from a fixed seed (its ids do not depend on the date). Generated once for
 * all the seeders that ask (a generation costs tens of milliseconds).
 */
export function demoCatalogCompany(): { id: string | undefined; productIds: string[] } {
  if (!catalogCompany) {
    const catalog = generateDemoCatalog({
      now: new Date(0),
      ...DEMO_CATALOG_SIZE,
      seed: DEMO_SEED,
    });
    const id = catalog.organizations[0]?.id;
    const productIds = catalog.products.filter((p) => p.organizationId === id).map((p) => p.id);
    catalogCompany = { id, productIds };
  }
  return catalogCompany;
}

/** The demo catalogue's first company, if the catalogue was seeded. */
export async function findDemoCompanyId(db: SeedContext['db']): Promise<string | undefined> {
  const { id } = demoCatalogCompany();
  return id && (await findOrganizationName(db, id)) !== undefined ? id : undefined;
}

/**
 * The owner and the member of a demo company, and two pending applications. Without the demo
 * catalogue (a database that had users before it) there is no company to join, so only the
 * applications are added.
 */
export async function seedDemoCompanySide({ db, passwords, clock }: SeedContext) {
  const companyId = await findDemoCompanyId(db);
  for (const account of companyId ? DEMO_COMPANY_ACCOUNTS : []) {
    const user = await insertUser(
      db,
      {
        id: newId(),
        typeId: USER_TYPE_IDS.companyUser,
        email: account.email,
        emailVerified: true,
        passwordHash: await passwords.hash(account.password),
        name: account.name,
      },
      clock(),
    );
    // an address someone already uses keeps its account and joins nothing
    if (user && companyId)
      await insertMembership(db, {
        organizationId: companyId,
        userId: user.id,
        role: account.role,
        now: clock(),
      });
  }
  await db.transaction(async (tx) => {
    for (const application of DEMO_APPLICATIONS) await submitApplication(tx, application, clock());
  });
}
