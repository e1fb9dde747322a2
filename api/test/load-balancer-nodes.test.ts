import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ChatSenderType, ChatSubscribeTarget } from '@jobmatch/shared/contracts';
import { REPO_ROOT } from '../src/config/api-paths';
import { NODE_HEADER } from '../src/lib/node-identity';
import { freePort, sleep, startApi, stopApi, urlOfSchema, type ApiProcess } from './api-process';
import { ThreadFollower } from './chat-catch-up-client';
import {
  expectShownOnceInOrder,
  sendUntilAcknowledged,
  type SendOutcome,
} from './chat-resending-sender';
import { openTopic, type Party } from './chat-socket-fixtures';
import { createCompany } from './company-fixtures';
import { createTestApp, FINGERPRINT, PASSWORD, testConfig, type TestApp } from './helper';
import { SLOW_BY_DESIGN_MS, waitUntil } from './support/time-limits';

// Three api nodes (`node bin.js` with API_NODE_ID) on one PostgreSQL schema behind HAProxy
// (scripts/load-balancer.mjs, docs/deployment.md#api-nodes), reached only through the balancer.
// 20 conversations go on both ways for a minute while sockets drop, and one node is killed with
// SIGKILL and started again in the middle: every acknowledged message must show on both sides
// exactly once and in order, and the database must hold each once. NODES_TEST_SECONDS changes
// the minute; NODES_TEST_LOG=1 prints what happened.

const databaseUrl = process.env.DATABASE_URL;
const NODE_IDS = ['node1', 'node2', 'node3'] as const;
const CONVERSATIONS = 20;
const RUN_MS = Number(process.env.NODES_TEST_SECONDS ?? 60) * 1000;
/** The node killed, when in the run, and how long it stays down. */
const VICTIM = 'node2';
const KILL_AT_MS = RUN_MS * 0.35;
const DOWN_FOR_MS = 3_000;
/** One socket of the 40 is dropped this often. */
const SOCKET_DROP_EVERY_MS = 1_500;
/** A sender waits this much, plus as much again at random, between two messages. */
const PAUSE_MS = 500;

const NODE_ENV = {
  // the test app's secret: the tokens it issued are good on every node
  TOKEN_SECRET: testConfig().tokenSecret as string,
  // the balancer's X-Forwarded-For is believed from loopback only
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_ENABLED: 'false',
};

interface Conversation {
  topicId: string;
  seeker: Party;
  followers: Record<'seeker' | 'company', ThreadFollower>;
  sent: Record<'seeker' | 'company', number>;
}

(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'three api nodes behind HAProxy on PostgreSQL'
    : 'three api nodes behind HAProxy on PostgreSQL (skipped: PGlite-only run; `pnpm test:kill` runs it)',
  () => {
    let t: TestApp;
    let schemaUrl: string;
    const nodes = new Map<string, { port: number; api?: ApiProcess }>();
    let balancer: ChildProcess | undefined;
    let origin: string;
    const log: string[] = [];
    const note = (line: string) =>
      log.push(`${((Date.now() - startedAt) / 1000).toFixed(1)} s ${line}`);
    let startedAt = Date.now();

    const startNode = async (id: string) => {
      const node = nodes.get(id)!;
      node.api = await startApi(schemaUrl, { ...NODE_ENV, API_NODE_ID: id }, { port: node.port });
    };

    /** scripts/load-balancer.mjs in front of the nodes; resolves with its origin once it is ready. */
    const startBalancer = async (port: number) => {
      const args = [...nodes].flatMap(([id, node]) => ['--node', `${id}=127.0.0.1:${node.port}`]);
      balancer = spawn(
        process.execPath,
        [path.join(REPO_ROOT, 'scripts/load-balancer.mjs'), '--port', String(port), ...args],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      return new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /^ready (\S+)$/m.exec(output);
          if (ready) resolve(ready[1]!);
        };
        balancer!.stdout!.on('data', onData);
        balancer!.stderr!.on('data', onData);
        balancer!.once('exit', (code) =>
          reject(new Error(`the balancer exited (${code}):\n${output}`)),
        );
      });
    };

    beforeAll(async () => {
      t = await createTestApp({ isolatedDatabase: true });
      const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      schemaUrl = urlOfSchema(databaseUrl as string, rows[0]!.schema);
      for (const id of NODE_IDS) nodes.set(id, { port: await freePort() });
      await Promise.all(NODE_IDS.map(startNode));
      origin = await startBalancer(await freePort());
    }, 120_000);

    afterAll(async () => {
      if (balancer && balancer.exitCode === null) {
        const exited = new Promise((resolve) => balancer!.once('exit', resolve));
        balancer.kill('SIGTERM');
        await exited;
      }
      await Promise.all([...nodes.values()].map((node) => node.api && stopApi(node.api)));
      await t?.close();
    }, 30_000);

    /** The nodes that answered `count` pings through the balancer. */
    async function answeringNodes(count: number): Promise<Set<string>> {
      const seen = new Set<string>();
      for (let i = 0; i < count; i++) {
        const response = await fetch(`${origin}/api/demand-auth/ping`);
        expect(response.status).toBe(200);
        seen.add(String(response.headers.get(NODE_HEADER)));
      }
      return seen;
    }

    /** `party` with an access token of its own login through the balancer. */
    async function signedIn(party: Party): Promise<Party> {
      const response = await fetch(`${origin}/api/demand-auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nb-fingerprint': FINGERPRINT },
        body: JSON.stringify({ email: party.email, password: PASSWORD, fingerprint: FINGERPRINT }),
      });
      const body = (await response.json()) as { accessToken: string };
      if (response.status !== 200)
        throw new Error(`login: ${response.status} ${JSON.stringify(body)}`);
      return { ...party, accessToken: body.accessToken };
    }

    test('every node answers through the balancer, each answer naming its node', async () => {
      expect([...(await answeringNodes(12))].sort()).toEqual([...NODE_IDS]);
    });

    test(
      '20 conversations both ways for a minute while sockets drop and a node is killed and restarted: nothing acknowledged is lost, duplicated or out of order',
      async () => {
        const company = await createCompany(t);
        // the test app's clock is not the nodes': their tokens come from a login through the balancer
        const member = await signedIn(company.member);
        const conversations: Conversation[] = [];
        for (let i = 0; i < CONVERSATIONS; i++) {
          const opened = await openTopic(t, company);
          const { topicId } = opened;
          const seeker = await signedIn(opened.seeker);
          const follower = (who: string, token: string, target: ChatSubscribeTarget) =>
            new ThreadFollower({
              origin,
              token,
              target,
              topicId,
              onNote: (line) => note(`${who}${i}: ${line}`),
            });
          conversations.push({
            topicId,
            seeker,
            followers: {
              seeker: follower('seeker', seeker.accessToken, { userId: seeker.id }),
              company: follower('company', member.accessToken, {
                organizationId: company.id,
              }),
            },
            sent: { seeker: 0, company: 0 },
          });
        }
        const followers = conversations.flatMap((c) => [c.followers.seeker, c.followers.company]);
        const outcomes: SendOutcome[] = [];
        const servedDuringOutage = new Set<string>();
        startedAt = Date.now();
        try {
          followers.forEach((follower) => follower.start());
          await waitUntil(
            () => followers.every((follower) => follower.shown.length === 1),
            'the application message on every side',
            20_000,
          );

          const until = Date.now() + RUN_MS;
          const talk = async (
            conversation: Conversation,
            side: 'seeker' | 'company',
            sender: Party,
            senderType: ChatSenderType,
          ) => {
            while (Date.now() < until) {
              const number = (conversation.sent[side] += 1);
              outcomes.push(
                await sendUntilAcknowledged({
                  origin: () => origin,
                  sender,
                  senderType,
                  topicId: conversation.topicId,
                  clientMessageId: `${side}-${number}`,
                  log: note,
                }),
              );
              await sleep(PAUSE_MS * (1 + Math.random()));
            }
          };
          const dropSockets = async () => {
            while (Date.now() < until) {
              await sleep(SOCKET_DROP_EVERY_MS);
              const follower = followers[Math.floor(Math.random() * followers.length)]!;
              follower.socket.io.engine?.close();
            }
          };
          const killAndRestart = async () => {
            await sleep(KILL_AT_MS);
            const victim = nodes.get(VICTIM)!;
            note(`kill -9 ${VICTIM}`);
            victim.api!.child.kill('SIGKILL');
            await sleep(DOWN_FOR_MS);
            for (const id of await answeringNodes(6)) servedDuringOutage.add(id);
            await startNode(VICTIM);
            note(`${VICTIM} started again`);
          };
          await Promise.all([
            ...conversations.flatMap((conversation) => [
              talk(conversation, 'seeker', conversation.seeker, 'normalUser'),
              talk(conversation, 'company', member, 'organization'),
            ]),
            dropSockets(),
            killAndRestart(),
          ]);

          const expected = (c: Conversation) => 1 + c.sent.seeker + c.sent.company;
          await waitUntil(
            () =>
              conversations.every(
                (c) =>
                  c.followers.seeker.shown.length === expected(c) &&
                  c.followers.company.shown.length === expected(c),
              ) && followers.every((follower) => follower.socket.connected),
            'every acknowledged message on both sides',
            60_000,
          );
          // nothing more arrives late
          await sleep(500);

          for (const c of conversations) {
            for (const follower of Object.values(c.followers))
              expectShownOnceInOrder(follower.shown, c.sent, 1);
            expect(c.followers.company.shown.map((m) => m.id)).toEqual(
              c.followers.seeker.shown.map((m) => m.id),
            );
          }
          const stored = await t.db.query<{ messages: number; client_ids: number }>(
            `SELECT count(*)::int AS messages, count(DISTINCT (topic_id, client_message_id))::int AS client_ids
               FROM chat_messages WHERE topic_id = ANY($1) AND client_message_id IS NOT NULL`,
            [conversations.map((c) => c.topicId)],
          );
          expect(stored.rows[0]).toEqual({
            messages: outcomes.length,
            client_ids: outcomes.length,
          });

          // the balancer kept serving without the killed node, and took it back
          expect(servedDuringOutage.has(VICTIM)).toBe(false);
          expect(servedDuringOutage.size).toBe(NODE_IDS.length - 1);
          const backBy = Date.now() + 15_000;
          while (!(await answeringNodes(6)).has(VICTIM)) {
            if (Date.now() > backBy) throw new Error(`${VICTIM} is not back in rotation`);
            await sleep(250);
          }

          const resent = outcomes.filter((outcome) => outcome.attempts > 1).length;
          const counts = followers.map((follower) => follower.counts);
          const sum = (key: keyof ThreadFollower['counts']) =>
            counts.reduce((total, count) => total + count[key], 0);
          console.log(
            `nodes: ${outcomes.length} messages acknowledged in ${RUN_MS / 1000} s over ${CONVERSATIONS} conversations, ` +
              `${resent} after a resend; 0 lost, 0 duplicated, 0 out of order on ${followers.length} screens; ` +
              `${sum('connects') - followers.length} reconnects, ${sum('catchUps')} catch-ups, ${sum('duplicatesDropped')} duplicates dropped`,
          );
          if (process.env.NODES_TEST_LOG) console.log(log.join('\n'));
        } catch (error) {
          console.log(
            [
              ...log.slice(-200),
              ...followers.map(
                (follower) =>
                  `${follower.shown.length} shown, connected ${follower.socket.connected}, ${JSON.stringify(follower.counts)}`,
              ),
            ].join('\n'),
          );
          throw error;
        } finally {
          followers.forEach((follower) => follower.stop());
        }
      },
      RUN_MS + 2 * SLOW_BY_DESIGN_MS,
    );
  },
);
