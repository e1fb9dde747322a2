// What `pnpm start` prints once everything answers (scripts/start.mjs).

/**
 * Where the started api's mail goes: the dev outbox page only when mail goes to the outbox and
 * the page exists (not in production, docs/api.md#dev-outbox); with SMTP_URL the mail leaves.
 * SMTP_URL holds credentials, so it is never printed.
 * @param {string} url the shell's origin
 * @param {Record<string, string | undefined>} env the api's environment
 */
export function mailLine(url, env) {
  const from = env.MAIL_FROM?.trim() || 'JobMatch <no-reply@jobmatch.example>';
  if (env.SMTP_URL?.trim()) return `Mails: sent through SMTP_URL, from ${from}`;
  if (env.NODE_ENV === 'production')
    return 'Mails: kept in the outbox table only (no SMTP_URL; the outbox page is off in production)';
  return `Mails: ${url}/api/dev/outbox?to=<email>`;
}

/**
 * The api's reference page, served outside production (docs/api.md#openapi).
 * @param {string} url the shell's origin
 * @param {Record<string, string | undefined>} env the api's environment
 */
export function apiReferenceLine(url, env) {
  if (env.NODE_ENV === 'production') return `API contract: ${url}/api/<service>/openapi.json`;
  return `API reference: ${url}/api/docs (OpenAPI: ${url}/api/<service>/openapi.json)`;
}

/**
 * The api nodes behind the balancer (`pnpm start:nodes`): where each listens and its pid, and the
 * database they share, without its credentials.
 * @param {Array<{ id: string, host: string, port: number, child?: { pid?: number } }>} nodes
 * @param {Record<string, string | undefined>} env
 */
export function nodesLines(nodes, env) {
  const database = new URL(env.DATABASE_URL ?? 'postgres://unset');
  return [
    `Load balancer: HAProxy, round robin, socket.io sessions kept on their node; health checks every second`,
    ...nodes.map(
      (node) => `  ${node.id.padEnd(13)} http://${node.host}:${node.port} (pid ${node.child?.pid})`,
    ),
    `Database: PostgreSQL ${database.host}${database.pathname}, shared by every node`,
    'A node that exits is started again after a second (try kill -9 on one of the pids).',
  ].join('\n');
}

/**
 * @param {{ url: string, host: string, port: number, remotes: Array<{ dir: string, portOffset: number }>, nodes?: Parameters<typeof nodesLines>[0], env: Record<string, string | undefined> }} topology
 */
export function startBanner({ url, host, port, remotes, nodes, env }) {
  return `
JobMatch is running: ${url}
${remotes.map((remote) => `  ${remote.dir.padEnd(13)} http://${host}:${port + remote.portOffset}`).join('\n')}${nodes ? `\n${nodesLines(nodes, env)}` : ''}
Demo accounts: demo@jobmatch.example / demo1234 (job seeker), admin@jobmatch.example / admin1234 (admin),
  owner@jobmatch.example / Owner1234! (company owner), member@jobmatch.example / Member1234! (company member)
${mailLine(url, env)}
${apiReferenceLine(url, env)}
Press Ctrl+C to stop.`;
}
