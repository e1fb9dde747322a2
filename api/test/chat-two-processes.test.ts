import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Socket } from 'socket.io-client';
import type {
  ChatMessage,
  ChatReadEvent,
  ChatSenderType,
  ChatSubscribeTarget,
} from '@jobmatch/shared/contracts';
import { API_ROOT } from '../src/config/api-paths';
import { insertProducts } from '../src/services/catalog/catalog-module';
import { insertOrganizations } from '../src/services/organizations/organizations-module';
import { makeOrganization, makeProduct } from './catalog-fixtures';
import { collect, connectedChatSocket, subscribe, waitUntil } from './chat-socket-client';
import { CHAT } from './chat-socket-fixtures';
import { companyUser } from './company-fixtures';
import { createTestApp, FINGERPRINT, PASSWORD, type TestApp } from './helper';

// Several api processes on one PostgreSQL deliver to each other's sockets (docs/chat.md#socket,
// "Across processes"): two real `node bin.js` processes on one schema, reached only over HTTP and
// socket.io. The test app in this process only migrates the schema and seeds the parties.

const databaseUrl = process.env.DATABASE_URL;
const START_TIMEOUT_MS = 20_000;
/** The same secret in both processes, so a token one of them issued is good on the other. */
const TOKEN_SECRET = 'two-processes-secret-long-enough-for-hs256';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * DATABASE_URL naming `schema`: the api takes no schema setting, so the search_path goes in the
 * URL's `options`. pg lets the URL's options replace the pool's own, so the statement time-out
 * is turned off (STATEMENT_TIMEOUT_MS=0) rather than silently dropped.
 */
function urlOfSchema(serverUrl: string, schema: string): string {
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

interface ApiProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  /** The tail of its stdout and stderr, for failure messages. */
  output(): string;
}

const processes: ApiProcess[] = [];

/** `node bin.js` as `npm start` runs it, on a free port; resolves once /api/chat/ping answers. */
async function startApi(name: string, url: string): Promise<ApiProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['bin.js'], {
    cwd: API_ROOT,
    // nothing of the caller's shell (SMTP_URL, S3_*, …) but PATH and libpq's PG* settings
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('PG'))),
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: 'memory://',
      DATABASE_URL: url,
      STATEMENT_TIMEOUT_MS: '0',
      TOKEN_SECRET,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const api = { name, origin, child, output: () => output };
  processes.push(api); // stopped in afterAll even when it never answers

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`api ${name} exited before answering /api/chat/ping:\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`api ${name} did not answer /api/chat/ping in time:\n${output}`);
    try {
      if ((await fetch(`${origin}${CHAT}/ping`)).ok) return api;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

/** SIGTERM (the api closes its sockets and pool), SIGKILL if it has not exited in 5 s. */
async function stopApi({ child }: ApiProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A JSON request to `api` over HTTP; fails unless it answers `expected`. */
async function call<T>(
  api: ApiProcess,
  path: string,
  { token, body, expected = [200, 201] }: { token?: string; body: unknown; expected?: number[] },
): Promise<T> {
  const response = await fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-nb-fingerprint': FINGERPRINT,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!expected.includes(response.status))
    throw new Error(`POST ${path} on api ${api.name}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

type Login = { accessToken: string; userId: string };

const login = (api: ApiProcess, email: string) =>
  call<Login>(api, '/api/demand-auth/login', {
    body: { email, password: PASSWORD, fingerprint: FINGERPRINT },
    expected: [200],
  });

/** `POST /messages` to `api` as `sender` for their side. */
const post = (
  api: ApiProcess,
  topicId: string,
  sender: Login,
  senderType: ChatSenderType,
  content: string,
) =>
  call<ChatMessage>(api, `${CHAT}/messages`, {
    token: sender.accessToken,
    body: { topicId, content, senderId: sender.userId, senderType },
  });

/** `POST /messages:mark-read` to `api`: `reader` has read up to `messageId`. */
const markRead = (api: ApiProcess, reader: Login, messageId: string) =>
  call(api, `${CHAT}/messages:mark-read`, {
    token: reader.accessToken,
    body: { messageId, userId: reader.userId },
    expected: [200],
  });

const sockets: Socket[] = [];

/** A socket to `api`'s chat namespace (docs/chat.md#socket), subscribed to `target`: what it receives. */
async function listen(api: ApiProcess, token: string, target: ChatSubscribeTarget) {
  const socket = await connectedChatSocket(api.origin, { token });
  sockets.push(socket);
  const ack = await subscribe(socket, target);
  if (!ack.ok) throw new Error(`subscribe on api ${api.name} refused: ${JSON.stringify(ack)}`);
  return {
    messages: collect<ChatMessage>(socket, 'message'),
    reads: collect<ChatReadEvent>(socket, 'read'),
  };
}

(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'two api processes on one PostgreSQL'
    : 'two api processes on one PostgreSQL (skipped: PGlite-only run; `pnpm test:pg` runs it)',
  () => {
    let t: TestApp;
    let a: ApiProcess;
    let b: ApiProcess;
    let organizationId: string;
    let productId: string;
    let memberEmail: string;
    let seekerEmail: string;

    beforeAll(async () => {
      // a fresh, migrated schema of its own (dropped by t.close()), seeded straight in the database
      t = await createTestApp({ isolatedDatabase: true });
      const organization = makeOrganization();
      await insertOrganizations(t.db, [organization]);
      organizationId = organization.id;
      const product = makeProduct(organization.id);
      await insertProducts(t.db, [product]);
      productId = product.id;
      memberEmail = (await companyUser(t, organization.id, 'member')).email;
      seekerEmail = (await t.createUser({ profileComplete: true })).email;

      const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const url = urlOfSchema(databaseUrl as string, rows[0]!.schema);
      [a, b] = await Promise.all([startApi('A', url), startApi('B', url)]);
    }, 30_000);

    afterAll(async () => {
      for (const socket of sockets.splice(0)) socket.close();
      await Promise.all(processes.splice(0).map(stopApi));
      await t?.close();
    }, 30_000);

    test('a message posted to one process reaches the sockets on the other, both ways, and so do read marks', async () => {
      const member = await login(a, memberEmail);
      const seeker = await login(b, seekerEmail);

      // the seeker applies and opens the topic on A with the token B issued
      const order = await call<{ id: string }>(a, `/api/order/orgs/${organizationId}/orders`, {
        token: seeker.accessToken,
        body: {
          customer: {
            name: '応募 太郎',
            nameKana: 'オウボ タロウ',
            email: seekerEmail,
            phone: '09012345678',
          },
          items: [{ productId, quantity: 1 }],
        },
      });
      const topic = await call<{ id: string }>(a, `${CHAT}/topics`, {
        token: seeker.accessToken,
        body: { orderId: order.id },
      });

      const onA = await listen(a, member.accessToken, { organizationId });
      const onB = await listen(b, seeker.accessToken, { userId: seeker.userId });

      // seeker → B over REST → the organization's socket on A
      const question = await post(
        b,
        topic.id,
        seeker,
        'normalUser',
        '面接の日程を教えてください。',
      );
      await waitUntil(() => onA.messages.length === 1, "the seeker's message on A");

      // member → A over REST → the seeker's socket on B
      const reply = await post(
        a,
        topic.id,
        member,
        'organization',
        '来週の火曜日はいかがでしょうか。',
      );
      await waitUntil(
        () => onA.messages.length === 2 && onB.messages.length === 2,
        'both messages on both sockets',
      );
      const sent = (message: ChatMessage) => ({
        id: message.id,
        topicId: topic.id,
        senderId: message.senderId,
        content: message.content,
        sequence: message.sequence,
      });
      expect(onA.messages.map(sent)).toEqual([sent(question), sent(reply)]);
      expect(onB.messages.map(sent)).toEqual([sent(question), sent(reply)]);
      expect(onA.messages.map((message) => message.isOwnMessage)).toEqual([false, true]);
      expect(onB.messages.map((message) => message.isOwnMessage)).toEqual([true, false]);

      // read marks moved on one process reach the sockets of the other
      await markRead(a, member, question.id);
      const memberRead: ChatReadEvent = {
        topicId: topic.id,
        side: 'organization',
        sequence: question.sequence,
      };
      await waitUntil(() => onB.reads.length === 1, "the organization's read mark on B");
      await markRead(b, seeker, reply.id);
      const seekerRead: ChatReadEvent = {
        topicId: topic.id,
        side: 'user',
        sequence: reply.sequence,
      };
      await waitUntil(
        () => onA.reads.length === 2 && onB.reads.length === 2,
        'both read marks on both sockets',
      );
      expect(onA.reads).toEqual([memberRead, seekerRead]);
      expect(onB.reads).toEqual([memberRead, seekerRead]);
    });
  },
);
