import { chunkLoadingGlobalName, forgetRemoteChunks } from '../remote-chunk-global';

describe('chunkLoadingGlobalName', () => {
  it("is webpack's default chunkLoadingGlobal for the container name as uniqueName", () => {
    expect(chunkLoadingGlobalName('mf_auth')).toBe('webpackChunkmf_auth');
    // webpack's Template.toIdentifier
    expect(chunkLoadingGlobalName('mf-auth')).toBe('webpackChunkmf_auth');
    expect(chunkLoadingGlobalName('1remote')).toBe('webpackChunk_1remote');
  });
});

describe('forgetRemoteChunks', () => {
  it("empties only that remote's array, and keeps the array the old runtime listens on", () => {
    const oldRuntimePush = jest.fn();
    const installed = Object.assign([[[42], {}]], { push: oldRuntimePush });
    const scope: Record<string, unknown> = {
      webpackChunkmf_auth: installed,
      webpackChunkshell: [[[7], {}]],
    };
    forgetRemoteChunks('mf_auth', scope);
    expect(scope.webpackChunkmf_auth).toBe(installed);
    expect(installed).toHaveLength(0);
    expect(scope.webpackChunkshell).toEqual([[[7], {}]]);
    // a chunk script run later still reaches the old release's runtime
    (scope.webpackChunkmf_auth as unknown[]).push([[529], {}]);
    expect(oldRuntimePush).toHaveBeenCalledWith([[529], {}]);
  });

  it("works on the page's global by default, and on a remote that never started", () => {
    const page = globalThis as unknown as Record<string, unknown>;
    page.webpackChunkmf_test = [[[1], {}]];
    forgetRemoteChunks('mf_test');
    expect(page.webpackChunkmf_test).toEqual([]);
    forgetRemoteChunks('mf_never_loaded');
    expect(page).not.toHaveProperty('webpackChunkmf_never_loaded');
    delete page.webpackChunkmf_test;
  });
});
