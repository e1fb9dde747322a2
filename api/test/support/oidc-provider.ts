import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

// The Google sign-in tests' OpenID provider: a real oidc-provider in its own process
// (oidc-provider-server.mjs), and a browser stand-in that walks its login and consent pages.

export interface OidcTestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  stop(): Promise<void>;
}

const SERVER_SCRIPT = path.join(__dirname, 'oidc-provider-server.mjs');

/** Starts the provider on a free loopback port with these clients (`client_secret_post`). */
export async function startOidcProvider(clients: OidcTestClient[]): Promise<OidcTestProvider> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      SERVER_SCRIPT,
      JSON.stringify({
        port: 0,
        clients: clients.map((client) => ({
          ...client,
          token_endpoint_auth_method: 'client_secret_post',
        })),
      }),
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited (${code})`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** What the provider's dev login form takes as "login": the claims of the account it signs in. */
export function providerLogin(account: {
  email: string;
  emailVerified?: boolean;
  sub?: string;
}): string {
  const verified = account.emailVerified === false ? 'unverified' : 'verified';
  return account.sub
    ? `${account.email}|${verified}|${account.sub}`
    : `${account.email}|${verified}`;
}

/** A cookie jar of one host: enough for the provider's own cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function formOf(html: string, base: string) {
  const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
  if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
  const fields = new URLSearchParams();
  for (const match of html.matchAll(
    /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi,
  ))
    fields.set(match[1] as string, match[2] as string);
  return { action: new URL(action.replace(/&amp;/g, '&'), base).href, fields };
}

/**
 * Plays the browser at the provider: opens `authorizationUrl`, signs in as `login` on the dev
 * login form, consents, and returns the URL the provider sends the browser back to (the api's
 * callback, with `code` and `state`), following every redirect by hand.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  const providerOrigin = new URL(authorizationUrl).origin;
  let next: { url: string; body?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(next.url, {
      method: next.body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: next.body,
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== providerOrigin) return target;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    const form = formOf(html, next.url);
    if (form.fields.get('prompt') === 'login') {
      form.fields.set('login', login);
      form.fields.set('password', 'any password');
    }
    next = { url: form.action, body: form.fields };
  }
  throw new Error('the provider never sent the browser back');
}
