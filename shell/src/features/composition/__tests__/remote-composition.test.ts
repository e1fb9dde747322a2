import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemotesConfig } from '@jobmatch/shared/contracts';
import { findRemoteForPath } from '../remote-composition';

const remotes = [
  { name: 'mf_auth', entry: 'a', routes: ['/auth'] },
  { name: 'mf_positions', entry: 'p', routes: ['/home', '/positions', '/organization'] },
  { name: 'mf_positions_filter', entry: 'f', routes: ['/positions/filter/'] },
];

describe('findRemoteForPath', () => {
  it.each([
    ['/auth', 'mf_auth'],
    ['/auth/login', 'mf_auth'],
    ['/positions/42', 'mf_positions'],
    ['/positions/filter', 'mf_positions_filter'],
    ['/positions/filter/x', 'mf_positions_filter'],
  ])('%s belongs to %s (longest prefix)', (path, name) => {
    expect(findRemoteForPath(remotes, path)?.name).toBe(name);
  });

  it.each(['/authority', '/', '/mypage', '/homepage'])('%s belongs to no remote', (path) => {
    expect(findRemoteForPath(remotes, path)).toBeUndefined();
  });
});

describe('findRemoteForPath with the local topology (scripts/lib/remotes.mjs)', () => {
  // The real list, as `remotesConfig` writes it into remotes.json (an ES module: read through node).
  const topology = path.resolve(__dirname, '../../../../../scripts/lib/remotes.mjs');
  const config = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `import { allRemotes, remotesConfig } from ${JSON.stringify(pathToFileURL(topology).href)};
         console.log(JSON.stringify(remotesConfig({ host: 'localhost', shellPort: 9080, remotes: allRemotes })));`,
      ],
      { encoding: 'utf8' },
    ),
  ) as RemotesConfig;

  it.each([
    ['/messages/topics', 'mf_chat'],
    ['/messages/topics/topic-1', 'mf_chat'],
    ['/company/messages', 'mf_chat'],
    ['/company/messages/topics', 'mf_chat'],
    ['/company/messages/topics/topic-1', 'mf_chat'],
    ['/company/mypage', 'mf_company'],
    ['/company/messagesx', 'mf_company'],
    ['/company', 'mf_company'],
  ])('%s belongs to %s', (pathname, name) => {
    expect(findRemoteForPath(config.remotes, pathname)?.name).toBe(name);
  });
});
