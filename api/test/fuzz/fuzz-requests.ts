// Random requests for the fuzz suite (fuzz.test.ts), drawn from one seeded stream so that a seed
// reproduces a run. Inputs are the kinds a black-box review throws at an api: wrong methods,
// broken JSON, wrong types, huge and hostile strings, odd headers and encodings.
import type { Random } from '../../src/seed/catalog/prng';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

export interface Route {
  method: Method;
  /** Fastify's pattern, e.g. `/api/demand-user/users/:id/lock`. */
  url: string;
}

/**
 * Every route of an app from `printRoutes({ commonPrefix: false })`: a tree whose lines are
 * `<indent>├── <segment> (METHODS)`, four characters of indent per level.
 */
export function routesOf(printed: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    for (const method of match[3]?.split(', ') ?? [])
      routes.push({ method: method as Method, url: stack.join('') });
  }
  return routes;
}

const NUL = '\u0000';
const HIGH = '\uD800';
const LOW = '\uDC00';

/** Strings that have broken apis before; some are meant for a URL, some for JSON. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a',
  NUL,
  `a${NUL}b`,
  HIGH,
  LOW,
  `${LOW}${HIGH}`,
  `x${HIGH}y`,
  '😀',
  '👨‍👩‍👧‍👦',
  'テスト',
  'ｔｅｓｔ　全角',
  '\u202Eevil\u202C',
  'שלום',
  'مرحبا',
  '\u200B\u200C\u200D\uFEFF',
  '\uFFFE\uFFFF',
  'e\u0301\u0301\u0301\u0301',
  '\u0001\u001F\u007F',
  '\r\n\t',
  "'",
  "''",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "name eq 'x' or 1 eq 1",
  "contains(name,'%')",
  '%',
  '%%',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%2e%2e%2f',
  '../../etc/passwd',
  '\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e999',
  '9'.repeat(40),
  '0000-01-01',
  '9999-12-31T23:59:59-05:00',
  '10000-01-01',
  '2026-02-30',
  'a'.repeat(10_000),
  '日本'.repeat(5_000),
  `${'a'.repeat(3000)}@example.com`,
  'demo@jobmatch.example',
  'user@example.com',
  '00000000-0000-4000-8000-000000000000',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'secret123',
];

const FILTER_FIELDS = [
  'id',
  'name',
  'createdAt',
  'publication.since',
  'customFields.compensation_amount',
  'customFields.supports_remote_work',
  'status',
  'lineItems.productName',
  'organizationId',
  'unknown',
  'a.b.c.d',
];
const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'EQ', 'like', '='];

function hostileString(random: Random): string {
  return random.pick(HOSTILE_STRINGS);
}

function odataLiteral(random: Random): string {
  return random.pick([
    () => `'${hostileString(random).replace(/'/g, "''")}'`,
    () => `'${hostileString(random)}'`,
    () => String(random.pick([0, -1, 1.5, 1e308, 2 ** 53 + 1, -0])),
    () => random.pick(['0000-01-01', '9999-12-31T23:59:59-05:00', '2026-04-01T00:00:00Z']),
    () => random.pick(['true', 'false', 'null', 'NaN', 'INF']),
    () => `(${Array.from({ length: random.int(0, 120) }, () => "'x'").join(',')})`,
  ])();
}

/** A `$filter` that is sometimes valid, often not. */
function odataFilter(random: Random): string {
  return random.pick([
    () => `${random.pick(FILTER_FIELDS)} ${random.pick(FILTER_OPERATORS)} ${odataLiteral(random)}`,
    () =>
      `${random.pick(['contains', 'startswith', 'endswith', 'substringof'])}(${random.pick(FILTER_FIELDS)},${odataLiteral(random)})`,
    () => `${'('.repeat(random.int(1, 40))}name eq 'x'${')'.repeat(random.int(0, 40))}`,
    () => `${'not '.repeat(random.int(1, 30))}name eq 'x'`,
    () => Array.from({ length: random.int(2, 60) }, () => "name eq 'x'").join(' or '),
    () => hostileString(random),
  ])();
}

/** A page token: base64 JSON with wrong types and values, or plain garbage. */
function pageToken(random: Random): string {
  return random.pick([
    () =>
      Buffer.from(
        JSON.stringify({
          o: random.pick(['publication.since desc', 'createdAt desc', 'name asc', 'x']),
          v: random.pick([hostileString(random), 1, null, '2026-04-01 00:00:00+00']),
          i: random.pick([hostileString(random), 1, null]),
          ...(random.chance(0.5) ? { b: random.pick([1, 'x']) } : {}),
        }),
      ).toString('base64url'),
    () => Buffer.from(hostileString(random)).toString('base64url'),
    () => hostileString(random),
  ])();
}

/** Values for query parameters, by name. */
function queryValue(name: string, random: Random): string {
  switch (name) {
    case '$filter':
      return odataFilter(random);
    case '$nextToken':
    case '$previousToken':
      return pageToken(random);
    case '$top':
    case '$skip':
      return random.pick(['0', '1', '-1', '100', '101', '1e3', '999999999999', 'x', '']);
    case '$orderBy':
      return `${random.pick(FILTER_FIELDS)} ${random.pick(['asc', 'desc', 'sideways', ''])}`;
    case '$expand':
      return random.pick(['organization', 'lineItems.product', 'x', 'organization,x', '*']);
    case 'filters':
      return random.pick(['prefecture:東京都', 'remote:true', 'category:x|y', ':::', '|||']);
    default:
      return hostileString(random);
  }
}

const QUERY_NAMES = [
  '$filter',
  '$orderBy',
  '$top',
  '$skip',
  '$nextToken',
  '$previousToken',
  '$expand',
  'search',
  'filters',
  'to',
  '__proto__',
  'x',
];

/** Percent-encodes text; a lone surrogate becomes its CESU-8 bytes, the only way it travels in a URL. */
export function encodeForUrl(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\w\-.~]/g, (char) =>
    /^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
  );
}

/** Encodes for a URL the way a careless or hostile client might. */
function urlPart(text: string, random: Random): string {
  return random.weighted<() => string>([
    [() => encodeForUrl(text), 8],
    [() => encodeForUrl(text).replace(/%/g, '%25'), 1],
    [
      () =>
        encodeForUrl(text)
          .replace(/%[0-9A-F]$/, '%')
          .replace(/%20/g, ' '),
      1,
    ],
  ])();
}

/** A path parameter: one of `ids` half the time, else something hostile or too long. */
function pathValue(random: Random, ids: readonly string[]): string {
  if (random.chance(0.5)) return encodeForUrl(random.pick(ids));
  return random.pick([
    () => encodeForUrl(hostileString(random)),
    () => 'a'.repeat(random.int(90, 600)),
    () => random.pick(['%', '%E0%A4%A', '%00', '%ED%A0%80', '..', '%2F', '%3A']),
  ])();
}

/** A route's path with its parameters (`:name`, `:name(regex)`; `::` is a literal colon) filled. */
export function fillPath(pattern: string, random: Random, ids: readonly string[]): string {
  return pattern
    .replace(/::/g, '\uE000')
    .replace(/:\w+(\([^)]*\))?/g, () => pathValue(random, ids))
    .replace(/\uE000/g, ':');
}

export function randomQuery(random: Random): string {
  if (random.chance(0.3)) return '';
  const parts = Array.from({ length: random.int(1, 4) }, () => {
    const name = random.pick(QUERY_NAMES);
    return `${urlPart(name, random)}=${urlPart(queryValue(name, random), random)}`;
  });
  return `?${parts.join('&')}`;
}

/** A value of any JSON type, hostile or plain. */
function jsonValue(random: Random, depth = 0): unknown {
  return random.weighted<() => unknown>([
    [() => hostileString(random), 6],
    [() => random.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1]), 2],
    [() => random.pick([true, false, null]), 2],
    [
      () =>
        depth > 3
          ? []
          : Array.from({ length: random.int(0, 3) }, () => jsonValue(random, depth + 1)),
      1,
    ],
    [() => (depth > 3 ? {} : jsonObject(random, depth + 1)), 1],
  ])();
}

const BODY_KEYS = [
  'email',
  'password',
  'newPassword',
  'confirmNewPassword',
  'name',
  'typeId',
  'intendedUrl',
  'token',
  'userId',
  'fingerprint',
  'refreshToken',
  'customFields',
  'customer',
  'items',
  'lineItems',
  'phoneNumber',
  'postalCode',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'katakana_name',
  'years_experience',
  'skills',
  'compensation_type',
  'compensation_amount',
  'is_signup_wizard_complete',
  'demand_user_info',
  'productId',
  'quantity',
  'variantId',
  '__proto__',
  'constructor',
];

function jsonObject(random: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = random.int(0, 5); i > 0; i--) {
    const key = random.chance(0.85) ? random.pick(BODY_KEYS) : hostileString(random);
    Object.defineProperty(object, key, {
      value: jsonValue(random, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** A request body as sent: JSON text, often broken, or nothing. */
export function randomBody(random: Random): string | undefined {
  return random.weighted<() => string | undefined>([
    [() => undefined, 2],
    [() => JSON.stringify(jsonObject(random)), 8],
    [() => JSON.stringify(jsonValue(random)), 2],
    [
      () =>
        random.pick(['{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '{"a":NaN}', '\uFEFF{}']),
      2,
    ],
    [() => `${'['.repeat(random.int(100, 20_000))}${']'.repeat(random.int(0, 20_000))}`, 1],
    [() => `{"customFields":${'{"a":'.repeat(random.int(9, 5000))}1${'}'.repeat(5000)}}`, 1],
    [() => `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`, 1],
    [() => JSON.stringify({ name: 'x'.repeat(random.int(1000, 120_000)) }), 1],
    [() => hostileString(random), 1],
  ])();
}

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json, text/plain',
  '',
  ';;;',
];

/** Headers besides content type and credentials that clients get wrong. */
export function randomOddHeaders(random: Random): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  if (random.chance(0.1))
    headers['accept-encoding'] = random.pick(['br;q=x', '*', 'gzip, deflate, zstd', '']);
  if (random.chance(0.1)) headers['content-encoding'] = random.pick(['gzip', 'br', 'x']);
  if (random.chance(0.1)) headers.accept = random.pick(['text/html', '*/*', 'application/xml', '']);
  if (random.chance(0.1))
    headers['x-forwarded-for'] = random.pick(['1.2.3.4, 5.6.7.8', 'x', '::1']);
  if (random.chance(0.05)) headers['x-large'] = 'a'.repeat(random.int(1000, 8000));
  if (random.chance(0.05)) headers.cookie = random.pick(['a=b', '=', ';;', 'jobmatch_refresh=x']);
  if (random.chance(0.05)) headers['x-duplicate'] = ['one', 'two'];
  return headers;
}

/** Requests that only a raw socket can send: framing a client library would refuse to write. */
export function randomRawRequest(random: Random, path: string): string {
  const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
  return random.pick([
    () =>
      head([
        `GET ${path} HTTP/1.1`,
        'Host: x',
        `X-Huge: ${'a'.repeat(random.int(17_000, 40_000))}`,
      ]),
    () =>
      head([
        `POST ${path} HTTP/1.1`,
        'Host: x',
        `Content-Length: ${random.pick(['abc', '-1', '1e3', '0x10'])}`,
      ]) + '{}',
    () =>
      head([`POST ${path} HTTP/1.1`, 'Host: x', 'Content-Length: 2', 'Content-Length: 3']) + '{}',
    () =>
      head([
        `POST ${path} HTTP/1.1`,
        'Host: x',
        'Content-Length: 2',
        'Transfer-Encoding: chunked',
      ]) + '{}',
    () =>
      head([
        `POST ${path} HTTP/1.1`,
        'Host: x',
        'Transfer-Encoding: chunked',
        'Content-Type: application/json',
      ]) + 'zz\r\n{}\r\n0\r\n\r\n',
    () =>
      head([
        `POST ${path} HTTP/1.1`,
        'Host: x',
        'Content-Type: application/json',
        'Content-Length: 2',
        'Connection: close',
      ]) + '{}',
    () => head([`GET ${path} HTTP/1.1`, 'Host: x', 'X-Folded: a', ' continued']),
    () => head([`GET ${path} HTTP/1.1`, 'Host: x', `X-Bad: a${NUL}b`]),
    () => `GET ${path} HTTP/1.1\nHost: x\n\n`,
    () => head([`GET http://x${path} HTTP/1.1`, 'Host: x', 'Connection: close']),
    () => head([`GET ${path} HTTP/1.0`]),
    () => head([`BREW ${path} HTTP/1.1`, 'Host: x']),
    () => head(['GARBAGE']),
    () => head([`GET ${path}\u00e9\u0000 HTTP/1.1`, 'Host: x']),
  ])();
}
