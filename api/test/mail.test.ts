// Mail delivery through the outbox and the background sender (docs/api.md#mail).
import { insertOutboxMail } from '../src/mail/outbox-repository';
import { startFakeSmtpServer, type FakeSmtpServer } from './fake-smtp-server';
import { createTestApp, uniqueEmail, type TestApp } from './helper';

type OutboxRow = {
  to_address: string;
  transport: string;
  sent_at: Date | null;
  error: string | null;
  attempts: number;
  next_attempt_at: Date | null;
};

// The apps of this file share one database: every check looks at its own address only.
const rowsTo = async (t: TestApp, email: string) =>
  (
    await t.db.query<OutboxRow>(
      `SELECT to_address, transport, sent_at, error, attempts, next_attempt_at
         FROM mail_outbox WHERE to_address = $1 ORDER BY seq`,
      [email],
    )
  ).rows;
const deliveredTo = (smtp: FakeSmtpServer, email: string) =>
  smtp.messages.filter((message) => message.includes(`To: ${email}`));

/**
 * Runs `body` with an api whose mail goes to a fake SMTP server of its own (refusing from the
 * start with `refusing`, holding connections with `hold`), and closes both afterwards.
 */
async function withSmtpApp(
  options: { hold?: boolean; refusing?: boolean },
  body: (t: TestApp, smtp: FakeSmtpServer) => Promise<void>,
): Promise<void> {
  const smtp = await startFakeSmtpServer({ hold: options.hold });
  if (options.refusing) smtp.setRefusing(true);
  const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  try {
    await body(t, smtp);
  } finally {
    smtp.release();
    await t.close();
    await smtp.close();
  }
}

// One app open for the whole file keeps the shared database (opening one costs seconds).
let keeper: TestApp;
beforeAll(async () => {
  keeper = await createTestApp();
});
afterAll(() => keeper.close());

describe('SMTP transport', () => {
  test('sends through SMTP and still records the mail', async () => {
    await withSmtpApp({}, async (t, smtp) => {
      const email = uniqueEmail();
      await t.signUp(email);
      await t.app.mailer.deliverDue();
      expect(deliveredTo(smtp, email)).toHaveLength(1);
      expect(await rowsTo(t, email)).toEqual([
        {
          to_address: email,
          transport: 'smtp',
          sent_at: expect.any(Date),
          error: null,
          attempts: 1,
          next_attempt_at: null,
        },
      ]);
      // the dev outbox exists only for the outbox transport
      expect((await t.call('GET', '/api/dev/outbox')).status).toBe(404);
    });
  });

  test('every mail is from MAIL_FROM, the default without it', async () => {
    const fromOf = (message: string) => /^From: (.*)$/m.exec(message)?.[1];
    await withSmtpApp({}, async (t, smtp) => {
      const email = uniqueEmail();
      await t.signUp(email);
      await t.app.mailer.deliverDue();
      expect(deliveredTo(smtp, email).map(fromOf)).toEqual([
        'JobMatch <no-reply@jobmatch.example>',
      ]);
    });
    const smtp = await startFakeSmtpServer();
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: '"JobMatch Careers" <careers@jobmatch.example>' },
    });
    try {
      const email = uniqueEmail();
      await t.signUp(email);
      const me = await t.createUser();
      await t.call('POST', '/api/demand-user/users/send_reset_password_email', {
        body: { email: me.email },
      });
      await t.app.mailer.deliverDue();
      const sent = [...deliveredTo(smtp, email), ...deliveredTo(smtp, me.email)];
      expect(sent).toHaveLength(2);
      expect(sent.map(fromOf)).toEqual([
        'JobMatch Careers <careers@jobmatch.example>',
        'JobMatch Careers <careers@jobmatch.example>',
      ]);
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
      await t.app.mailer.deliverDue();
      const [row] = await rowsTo(t, email);
      expect(row).toMatchObject({
        transport: 'smtp',
        sent_at: null,
        error: expect.any(String),
        attempts: 1,
      });
    } finally {
      await t.close();
    }
  });

  test('a reset request answers before the SMTP server has taken the mail', async () => {
    await withSmtpApp({ hold: true }, async (t, smtp) => {
      const me = await t.createUser();
      const response = await t.call('POST', '/api/demand-user/users/send_reset_password_email', {
        body: { email: me.email },
      });
      expect(response.status).toBe(200);
      expect(deliveredTo(smtp, me.email)).toHaveLength(0);
      expect(await rowsTo(t, me.email)).toEqual([expect.objectContaining({ sent_at: null })]);

      smtp.release();
      await t.app.mailer.deliverDue();
      expect(deliveredTo(smtp, me.email)).toHaveLength(1);
      expect(await rowsTo(t, me.email)).toEqual([
        expect.objectContaining({ sent_at: expect.any(Date), error: null }),
      ]);
    });
  });

  test('a refused mail is retried with growing waits, then delivered exactly once', async () => {
    await withSmtpApp({ refusing: true }, async (t, smtp) => {
      const email = uniqueEmail();
      await t.signUp(email);
      await t.app.mailer.deliverDue();
      const first = (await rowsTo(t, email))[0]!;
      expect(first).toMatchObject({
        attempts: 1,
        sent_at: null,
        error: expect.stringContaining('451'),
      });
      // the next try 30 s later, not before
      expect(first.next_attempt_at!.getTime() - t.clock().getTime()).toBe(30_000);
      await t.app.mailer.deliverDue();
      expect((await rowsTo(t, email))[0]!.attempts).toBe(1);

      t.clock.advanceMinutes(1);
      await t.app.mailer.deliverDue();
      const second = (await rowsTo(t, email))[0]!;
      expect(second.attempts).toBe(2);
      expect(second.next_attempt_at!.getTime() - t.clock().getTime()).toBe(60_000);

      smtp.setRefusing(false);
      t.clock.advanceMinutes(1);
      await t.app.mailer.deliverDue();
      await t.app.mailer.deliverDue();
      expect(deliveredTo(smtp, email)).toHaveLength(1);
      expect(await rowsTo(t, email)).toEqual([
        expect.objectContaining({ attempts: 3, sent_at: expect.any(Date), error: null }),
      ]);
    });
  });

  test('a mail refused 8 times is given up', async () => {
    await withSmtpApp({ refusing: true }, async (t) => {
      const email = uniqueEmail();
      await t.signUp(email);
      for (let i = 0; i < 10; i += 1) {
        await t.app.mailer.deliverDue();
        t.clock.advanceMinutes(60);
      }
      expect(await rowsTo(t, email)).toEqual([
        expect.objectContaining({
          attempts: 8,
          sent_at: null,
          next_attempt_at: null,
          error: expect.stringContaining('451'),
        }),
      ]);
    });
  });

  test('two api instances on one database send a mail once', async () => {
    const smtp = await startFakeSmtpServer();
    const a = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const b = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
      // written straight to the table, so neither sender has started on them yet
      for (const email of emails)
        await insertOutboxMail(
          a.db,
          a.app.mailer.templates.resetPassword(email, 'token'),
          'smtp',
          a.clock(),
          true,
        );
      await Promise.all([
        a.app.mailer.deliverDue(),
        b.app.mailer.deliverDue(),
        a.app.mailer.deliverDue(),
        b.app.mailer.deliverDue(),
      ]);
      for (const email of emails) expect(deliveredTo(smtp, email)).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
      await smtp.close();
    }
  });

  test('a mail written in a transaction exists only if it commits', async () => {
    await withSmtpApp({}, async (t, smtp) => {
      const [kept, dropped] = [uniqueEmail(), uniqueEmail()];
      await t.db.transaction((tx) =>
        t.app.mailer.send(t.app.mailer.templates.resetPassword(kept, 'token'), tx),
      );
      await expect(
        t.db.transaction(async (tx) => {
          await t.app.mailer.send(t.app.mailer.templates.resetPassword(dropped, 'token'), tx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await t.app.mailer.deliverDue();
      expect(deliveredTo(smtp, kept)).toHaveLength(1);
      expect(await rowsTo(t, dropped)).toEqual([]);
    });
  });
});
