import { createTestApp, uniqueEmail } from './helper';
import { startFakeSmtpServer } from './fake-smtp-server';

type OutboxRow = {
  to_address: string;
  transport: string;
  sent_at: Date | null;
  error: string | null;
};

describe('SMTP transport', () => {
  test('sends through SMTP and still records the mail', async () => {
    const smtp = await startFakeSmtpServer();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const email = uniqueEmail();
      await t.signUp(email);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain(`To: ${email}`);
      const { rows } = await t.db.query<OutboxRow>(
        'SELECT to_address, transport, sent_at, error FROM mail_outbox WHERE to_address = $1',
        [email],
      );
      expect(rows).toEqual([
        { to_address: email, transport: 'smtp', sent_at: expect.any(Date), error: null },
      ]);
      // the dev outbox exists only for the outbox transport
      expect((await t.call('GET', '/api/dev/outbox')).status).toBe(404);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  test('a delivery failure is recorded and does not fail the request', async () => {
    const smtp = await startFakeSmtpServer();
    await smtp.close(); // nothing listens on that port any more
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const email = uniqueEmail();
      await t.signUp(email);
      const { rows } = await t.db.query<OutboxRow>(
        'SELECT to_address, transport, sent_at, error FROM mail_outbox WHERE to_address = $1',
        [email],
      );
      expect(rows[0]).toMatchObject({
        transport: 'smtp',
        sent_at: null,
        error: expect.any(String),
      });
    } finally {
      await t.close();
    }
  });
});
