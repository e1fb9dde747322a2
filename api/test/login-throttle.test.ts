import { listOutboxMail } from '../src/mail/outbox-repository';
import { createTestApp, FINGERPRINT, PASSWORD, setUpTestApp, uniqueEmail } from './helper';

// docs/accounts.md#login-throttling
const t = setUpTestApp();

const LOGIN = '/api/demand-auth/login';
const STRANGER = '198.51.100.66';
const OWNER = '203.0.113.10';

/** A login from `ip` (the socket's address: no proxy is trusted). */
async function loginFrom(ip: string, email: string, password: string, app = t) {
  const response = await app.call('POST', LOGIN, {
    remoteAddress: ip,
    body: { email, password, fingerprint: FINGERPRINT },
  });
  return {
    status: response.status,
    body: response.body,
    retryAfter: response.headers['retry-after'],
  };
}

const advanceSeconds = (seconds: number) => t.clock.advanceMinutes(seconds / 60);
const failureMails = async (email: string) =>
  (await listOutboxMail(t.db, email, 50)).filter((mail) =>
    mail.subject.includes('ログインの失敗が続いています'),
  );

describe('login throttling', () => {
  test('known and unknown addresses get the same answers, failure after failure', async () => {
    const known = (await t.signUp()).email;
    const unknown = uniqueEmail('nobody');
    const shape = (answer: Awaited<ReturnType<typeof loginFrom>>) => ({
      status: answer.status,
      code: answer.body.error?.code,
      message: answer.body.error?.message,
      retryAfter: answer.retryAfter,
    });
    const answers = { known: [] as unknown[], unknown: [] as unknown[] };
    for (let i = 0; i < 9; i++) {
      answers.known.push(shape(await loginFrom(STRANGER, known, 'wrong1234')));
      answers.unknown.push(shape(await loginFrom(STRANGER, unknown, 'wrong1234')));
      if (i % 3 === 2) advanceSeconds(2);
    }
    expect(answers.known).toEqual(answers.unknown);
    // the old lockout answered user_is_locked for the known address only
    expect(answers.known.map((answer) => (answer as { code: string }).code)).not.toContain(
      'user_is_locked',
    );
    expect(
      answers.known.filter((answer) => (answer as { status: number }).status === 429),
    ).not.toHaveLength(0);
  });

  test('after 5 failures each attempt waits 1, 2, 4 … seconds, at most 15 minutes', async () => {
    const email = (await t.signUp()).email;
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(STRANGER, email, 'wrong1234')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await loginFrom(STRANGER, email, 'wrong1234');
      expect(refused.status).toBe(429);
      expect(refused.body.error.details[0]).toMatchObject({ code: 'rate_limited' });
      const wait = Number(refused.retryAfter);
      waits.push(wait);
      advanceSeconds(wait - 1);
      expect((await loginFrom(STRANGER, email, 'wrong1234')).status).toBe(429);
      advanceSeconds(1);
      expect((await loginFrom(STRANGER, email, 'wrong1234')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  test("a stranger cannot keep the owner out: the administrator's right password from another IP gets in", async () => {
    const admin = await t.createUser({ typeId: '100' });
    for (let i = 0; i < 40; i++) {
      await loginFrom(STRANGER, admin.email, 'wrong1234');
      advanceSeconds(1);
    }
    expect((await loginFrom(STRANGER, admin.email, PASSWORD)).status).toBe(429);
    const owner = await loginFrom(OWNER, admin.email, PASSWORD);
    expect(owner.status).toBe(200);
    const me = await t.call('GET', `/api/demand-user/users/${admin.id}`, {
      token: owner.body.accessToken,
    });
    expect(me.body.isLocked).toBe(false);
  });

  test('an address under attack from many IPs gives each failing IP one free attempt only', async () => {
    const email = (await t.signUp()).email;
    for (let i = 0; i < 20; i++)
      expect((await loginFrom(`192.0.2.${i + 1}`, email, 'wrong1234')).status).toBe(401);
    // an IP that failed once now waits …
    expect((await loginFrom('192.0.2.1', email, 'wrong1234')).status).toBe(429);
    // … while a new one (the owner's) still gets its check, and in with the right password
    expect((await loginFrom('192.0.2.200', email, 'wrong1234')).status).toBe(401);
    expect((await loginFrom(OWNER, email, PASSWORD)).status).toBe(200);
  });

  test('parallel attempts cannot slip past the count', async () => {
    const email = (await t.signUp()).email;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => loginFrom(STRANGER, email, 'wrong1234')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  test('the owner is mailed about repeated failures, at most once a day', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 4; i++) await loginFrom(`192.0.2.${i + 50}`, user.email, 'wrong1234');
    expect(await failureMails(user.email)).toHaveLength(0);
    for (let i = 0; i < 10; i++) await loginFrom(`192.0.2.${i + 60}`, user.email, 'wrong1234');
    const mails = await failureMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('ログインの失敗が続いています');
    expect(mails[0]?.links).toEqual(['http://jobmatch.test/auth/reset-password-request']);

    t.clock.advanceMinutes(24 * 60);
    for (let i = 0; i < 5; i++) await loginFrom(`192.0.2.${i + 80}`, user.email, 'wrong1234');
    expect(await failureMails(user.email)).toHaveLength(2);
  });

  test('a password reset lifts the delays on the address', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 8; i++) await loginFrom(STRANGER, user.email, 'wrong1234');
    expect((await loginFrom(STRANGER, user.email, PASSWORD)).status).toBe(429);

    await t.call('POST', '/api/demand-user/users/send_reset_password_email', {
      body: { email: user.email },
    });
    const token = await t.lastMailToken(user.email);
    const reset = await t.call('POST', '/api/demand-user/users/reset_password', {
      body: { token, password: 'renewed123' },
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom(STRANGER, user.email, 'renewed123')).status).toBe(200);
  });

  test('user_is_locked only for an administrator lock, and only with the right password', async () => {
    const user = await t.createUser();
    const admin = await t.createUser({ typeId: '100' });
    await t.call('POST', `/api/demand-user/users/${user.id}/lock`, { token: admin.accessToken });
    const wrong = await loginFrom(OWNER, user.email, 'wrong1234');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('login_error');
    const right = await loginFrom(OWNER, user.email, PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe('user_is_locked');
  });

  test('wrong current passwords on change_password are throttled, never lock', async () => {
    const user = await t.createUser();
    const change = (password: string) =>
      t.call('PATCH', `/api/demand-user/users/${user.id}/change_password`, {
        token: user.accessToken,
        body: { password, newPassword: 'renewed123' },
      });
    for (let i = 0; i < 5; i++) expect((await change('wrong1234')).status).toBe(400);
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    advanceSeconds(1);
    expect((await change(PASSWORD)).status).toBe(200);
  });

  test('two api instances on one database throttle together', async () => {
    const other = await createTestApp();
    try {
      expect(other.db).toBe(t.db);
      other.clock.advanceMinutes((t.clock().getTime() - other.clock().getTime()) / 60_000);
      const email = (await t.signUp()).email;
      for (let i = 0; i < 5; i++)
        expect((await loginFrom(STRANGER, email, 'wrong1234', i % 2 ? t : other)).status).toBe(401);
      expect((await loginFrom(STRANGER, email, PASSWORD, other)).status).toBe(429);
      expect((await loginFrom(STRANGER, email, PASSWORD, t)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});
