import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { newId } from '../lib/secure-tokens';
import { findDemoCompanyId } from './demo-company';

// Message templates of the demo (docs/conversations.md#message-templates): two of the platform's,
// kept by administrators, and two of the demo company's own.

const PLATFORM_TEMPLATES = [
  {
    name: '応募へのお礼',
    content:
      '{応募者名}様\n\nこのたびは「{求人名}」にご応募いただき、ありがとうございます。\n内容を確認のうえ、あらためてご連絡いたします。',
  },
  {
    name: '面談日程のご相談',
    content:
      '{応募者名}様\n\n「{求人名}」の件で、一度オンラインでお話しできればと考えております。\nご都合のよい日時をいくつかお知らせいただけますか。',
  },
];

const COMPANY_TEMPLATES = [
  {
    name: 'カジュアル面談のご案内',
    content:
      '{応募者名}様\n\nカジュアル面談のお申し込みありがとうございます。選考ではありませんので、気軽にご参加ください。このあと候補日時をお送りします。',
  },
  {
    name: '書類選考通過のご連絡',
    content:
      '{応募者名}様\n\n「{求人名}」の書類選考を通過されました。次は一次面接をお願いしたく、候補日時をお送りします。',
  },
];

export async function seedDemoMessageTemplates({ db, clock }: { db: Database; clock: Clock }) {
  const companyId = await findDemoCompanyId(db);
  const now = clock();
  const insert = (organizationId: string | null, template: { name: string; content: string }) =>
    db.query(
      `INSERT INTO message_templates (id, organization_id, name, content, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'demo-seed', $5, $5)`,
      [newId(), organizationId, template.name, template.content, now],
    );
  for (const template of PLATFORM_TEMPLATES) await insert(null, template);
  if (companyId) for (const template of COMPANY_TEMPLATES) await insert(companyId, template);
}
