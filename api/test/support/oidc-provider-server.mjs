// A real OpenID provider (oidc-provider) for the Google sign-in tests, api and e2e alike
// (docs/accounts.md#google-sign-in). Run as its own process: oidc-provider is ESM-only, and a
// provider apart from the api is what production has too.
//
//   node oidc-provider-server.mjs '{"port":0,"clients":[{"client_id":…,"client_secret":…,"redirect_uris":[…]}]}'
//
// Prints one JSON line `{"issuer":"http://127.0.0.1:<port>"}` once it listens. The dev login
// form's "login" field chooses the account: `email`, `email|unverified`, or `email|verified|sub`;
// the subject defaults to `sub-<email>`, so the same address is the same Google account.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const options = JSON.parse(process.argv[2] ?? '{}');

function claimsOf(login) {
  const [email, verified = 'verified', sub = `sub-${email}`] = String(login).split('|');
  return { sub, email, email_verified: verified !== 'unverified' };
}

const server = createServer();
await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: options.clients ?? [],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  // Google puts the address into the ID token itself; so does this provider
  conformIdTokenClaims: false,
  pkce: { required: () => true, methods: ['S256'] },
  cookies: { keys: ['oidc-provider-test-cookie-key'] },
  features: { devInteractions: { enabled: true } },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => claimsOf(id),
  }),
});
// keeps the test output clean: the provider warns about its development defaults once
provider.on('server_error', (_ctx, error) => console.error('oidc-provider error', error));
server.on('request', provider.callback());

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
