// The Google sign-in spec's OpenID provider: the api tests' real oidc-provider
// (api/test/support/oidc-provider-server.mjs) in its own process on loopback, with one client
// whose redirect URI is the topology's callback (docs/accounts.md#google-sign-in).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../scripts/lib/remotes.mjs';

const SERVER_SCRIPT = path.join(repoRoot, 'api/test/support/oidc-provider-server.mjs');

/** The api's Google variables for the suite's provider. */
export const E2E_GOOGLE_CLIENT = {
  GOOGLE_CLIENT_ID: 'jobmatch-e2e',
  GOOGLE_CLIENT_SECRET: 'jobmatch-e2e-secret',
};

export interface TestOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts the provider on a free loopback port for a shell at `origin`. */
export async function startTestOidcProvider(origin: string): Promise<TestOidcProvider> {
  const options = {
    port: 0,
    clients: [
      {
        client_id: E2E_GOOGLE_CLIENT.GOOGLE_CLIENT_ID,
        client_secret: E2E_GOOGLE_CLIENT.GOOGLE_CLIENT_SECRET,
        redirect_uris: [`${origin}/api/demand-auth/auth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
  };
  const child = spawn(process.execPath, [SERVER_SCRIPT, JSON.stringify(options)], {
    // the script finds oidc-provider among the api's dependencies
    cwd: path.join(repoRoot, 'api'),
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
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
