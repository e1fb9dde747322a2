// The start banner names the dev outbox only where mail goes to it. Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiReferenceLine, mailLine, startBanner } from '../start-banner.mjs';

const URL = 'http://localhost:8080';

test('without SMTP_URL the banner points at the dev outbox page', () => {
  assert.equal(mailLine(URL, {}), `Mails: ${URL}/api/dev/outbox?to=<email>`);
  const banner = startBanner({
    url: URL,
    host: 'localhost',
    port: 8080,
    remotes: [{ dir: 'mf-auth', portOffset: 1 }],
    env: {},
  });
  assert.match(banner, /mf-auth +http:\/\/localhost:8081/);
  assert.match(banner, /\/api\/dev\/outbox/);
});

test('with SMTP_URL the outbox is not named, nor the URL with its credentials', () => {
  const line = mailLine(URL, {
    SMTP_URL: 'smtps://user:secret@mail.example:465',
    MAIL_FROM: 'JobMatch Careers <careers@jobmatch.example>',
  });
  assert.equal(
    line,
    'Mails: sent through SMTP_URL, from JobMatch Careers <careers@jobmatch.example>',
  );
  assert.doesNotMatch(line, /outbox|secret/);
  assert.match(mailLine(URL, { SMTP_URL: 'smtp://mail.example' }), /from JobMatch <no-reply@/);
});

test('in production without SMTP_URL the page is off, so no link is given', () => {
  assert.doesNotMatch(mailLine(URL, { NODE_ENV: 'production' }), /\/api\/dev\/outbox/);
});

test('the reference page is named outside production, the documents always', () => {
  assert.match(apiReferenceLine(URL, {}), /http:\/\/localhost:8080\/api\/docs/);
  const production = apiReferenceLine(URL, { NODE_ENV: 'production' });
  assert.doesNotMatch(production, /\/api\/docs/);
  assert.match(production, /\/api\/<service>\/openapi\.json/);
});

test('with api nodes the banner shows each node, its pid and the database without its credentials', () => {
  const banner = startBanner({
    url: URL,
    host: 'localhost',
    port: 8080,
    remotes: [{ dir: 'mf-auth', portOffset: 1 }],
    nodes: [
      { id: 'node1', host: '127.0.0.1', port: 41001, child: { pid: 501 } },
      { id: 'node2', host: '127.0.0.1', port: 41002, child: { pid: 502 } },
    ],
    env: { DATABASE_URL: 'postgres://jobmatch:secret@db.example:5432/jobmatch' },
  });
  assert.match(banner, /Load balancer: HAProxy/);
  assert.match(banner, /node1 +http:\/\/127\.0\.0\.1:41001 \(pid 501\)/);
  assert.match(banner, /node2 +http:\/\/127\.0\.0\.1:41002 \(pid 502\)/);
  assert.match(banner, /PostgreSQL db\.example:5432\/jobmatch/);
  assert.doesNotMatch(banner, /secret/);
});
