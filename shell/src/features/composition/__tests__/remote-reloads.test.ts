import { AUTOMATIC_RELOAD_WINDOW_MS, createRemoteReloads } from '../remote-reloads';

function setUp() {
  let time = 1_000_000;
  const loader = { reset: jest.fn() };
  const rebuildRouter = jest.fn();
  const reloads = createRemoteReloads({ loader, rebuildRouter, now: () => time });
  return {
    reloads,
    loader,
    rebuildRouter,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createRemoteReloads', () => {
  it('reloads a remote in place: reset in the loader, then a new router', () => {
    const { reloads, loader, rebuildRouter } = setUp();
    expect(reloads.reloadAutomatically('mf_auth')).toBe(true);
    expect(loader.reset).toHaveBeenCalledWith('mf_auth');
    expect(rebuildRouter).toHaveBeenCalledTimes(1);
    expect(loader.reset.mock.invocationCallOrder[0]).toBeLessThan(
      rebuildRouter.mock.invocationCallOrder[0]!,
    );
  });

  it('reloads automatically once per remote within the window', () => {
    const { reloads, rebuildRouter, advance } = setUp();
    reloads.reloadAutomatically('mf_auth');
    advance(AUTOMATIC_RELOAD_WINDOW_MS - 1);
    expect(reloads.canReloadAutomatically('mf_auth')).toBe(false);
    expect(reloads.reloadAutomatically('mf_auth')).toBe(false);
    expect(rebuildRouter).toHaveBeenCalledTimes(1);
    // another remote has its own allowance
    expect(reloads.reloadAutomatically('mf_positions')).toBe(true);
    advance(1);
    expect(reloads.reloadAutomatically('mf_auth')).toBe(true);
    expect(rebuildRouter).toHaveBeenCalledTimes(3);
  });

  it('reloads at the user’s request whatever the guard says, without spending it', () => {
    const { reloads, loader, rebuildRouter, advance } = setUp();
    reloads.reloadAutomatically('mf_auth');
    reloads.reload('mf_auth');
    reloads.reload('mf_auth');
    expect(loader.reset).toHaveBeenCalledTimes(3);
    expect(rebuildRouter).toHaveBeenCalledTimes(3);
    advance(AUTOMATIC_RELOAD_WINDOW_MS);
    expect(reloads.canReloadAutomatically('mf_auth')).toBe(true);
  });
});
