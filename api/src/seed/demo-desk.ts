import { newId } from '../lib/secure-tokens';
import { addProductViews } from '../services/catalog/catalog-module';
import { insertApplicantNote, moveApplication } from '../services/orders/orders-module';
import { findUserByEmail } from '../services/users/users-module';
import { DEMO_APPLICANTS } from './demo-applicants';
import { demoCatalogCompany, DEMO_COMPANY_ACCOUNTS, findDemoCompanyId } from './demo-company';
import type { SeedContext } from './seed-demo-data';

const DAY = 86_400_000;

/**
 * The demo company's desk (docs/company-desk.md): a month of detail views on its public postings,
 * so the my page's funnel has figures, two applicants in later stages and the owner's note on one.
 */
export async function seedDemoDesk({ db, clock }: SeedContext) {
  const companyId = await findDemoCompanyId(db);
  if (!companyId) return;
  const now = clock().getTime();
  // a steady, different count per posting and day: enough to read a funnel
  await addProductViews(
    db,
    demoCatalogCompany().productIds.flatMap((productId, index) =>
      Array.from({ length: 30 }, (_, daysAgo) => ({
        productId,
        at: new Date(now - daysAgo * DAY),
        views: 3 + ((index * 7 + daysAgo * 5) % 11),
      })),
    ),
  );

  const owner = await findUserByEmail(db, DEMO_COMPANY_ACCOUNTS[0].email);
  if (!owner) return;
  const orderOf = async (email: string | undefined) => {
    const seeker = email && (await findUserByEmail(db, email));
    if (!seeker) return undefined;
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM orders WHERE organization_id = $1 AND user_id = $2 AND status = 'PROCESSING'
        ORDER BY created_at LIMIT 1`,
      [companyId, seeker.id],
    );
    return rows[0]?.id;
  };
  // 健太 had his first interview; 大輔 is in 書類選考 (the applicants' order in DEMO_APPLICANTS)
  const kenta = await orderOf(DEMO_APPLICANTS[1]?.email);
  if (kenta) {
    await moveApplication(db, {
      organizationId: companyId,
      orderId: kenta,
      stageKey: 'first_interview',
      actorUserId: owner.id,
      now: new Date(now - DAY),
    });
    await insertApplicantNote(db, {
      id: newId(),
      orderId: kenta,
      organizationId: companyId,
      authorUserId: owner.id,
      body: '書類は良好。Go と Kubernetes の経験が要件に合うので、一次面接で設計の考え方を聞く。',
      now: new Date(now - DAY),
    });
  }
}
