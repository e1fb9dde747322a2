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
