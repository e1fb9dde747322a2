// The one list of remotes the local topology knows: folder, Module Federation name, route prefixes
// and port offset from the shell's port. Folders that do not exist yet are skipped.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const allRemotes = [
  { dir: 'mf-auth', name: 'mf_auth', routes: ['/auth'], portOffset: 1 },
  {
    dir: 'mf-positions',
    name: 'mf_positions',
    routes: ['/home', '/mypage', '/positions', '/organization', '/job-applications'],
    portOffset: 2,
  },
  { dir: 'mf-wizard', name: 'mf_wizard', routes: ['/sign-up-wizard', '/profile'], portOffset: 3 },
  {
    dir: 'mf-chat',
    name: 'mf_chat',
    // `/company/messages` beats mf-company's `/company`: the longest matching prefix wins.
    routes: ['/messages', '/company/messages'],
    portOffset: 4,
  },
  { dir: 'mf-settings', name: 'mf_settings', routes: ['/settings'], portOffset: 5 },
  { dir: 'mf-company', name: 'mf_company', routes: ['/company', '/admin'], portOffset: 6 },
];

export function presentRemotes() {
  return allRemotes.filter((remote) => existsSync(path.join(repoRoot, remote.dir, 'package.json')));
}

/** remotes.json as docs/shell.md#runtime-files describes it, for a shell on `shellPort`. */
export function remotesConfig({ host, shellPort, remotes = presentRemotes() }) {
  return {
    remotes: remotes.map((remote) => ({
      name: remote.name,
      entry: `http://${host}:${shellPort + remote.portOffset}/mf-manifest.json`,
      routes: remote.routes,
    })),
  };
}
