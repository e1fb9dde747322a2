import { renderHook } from '@testing-library/react';
import type { AppConfig } from '../../contracts';
import { createFetchMock } from '../../testing/fetch-mock';
import { setSessionForTests } from '../../testing/session-preset';
import { createTestAppConfig } from '../../testing/test-app-config';
import type * as sessionEntry from '..';
import { useAppConfig } from '..';
import { appConfigAtom, sessionStore } from '../session-store';

type SessionModule = typeof sessionEntry;

/** A fresh copy of the session module, as on a new page load. */
function loadSession(): SessionModule {
  let loaded: SessionModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<SessionModule>('..');
  });
  if (!loaded) throw new Error('session module not loaded');
  return loaded;
}

beforeEach(() => {
  localStorage.clear();
  globalThis.fetch = createFetchMock(() => ({ status: 404 })).fetch as typeof fetch;
});

describe('the app config in the session', () => {
  it('is null until the shell initialises the session with the config it validated', async () => {
    const { session } = loadSession();
    expect(session.getAppConfig()).toBeNull();
    const config: AppConfig = createTestAppConfig({
      googleSignInEnabled: true,
      privacyPolicyUrl: 'https://example.com/privacy',
    });
    await session.initialize(config);
    expect(session.getAppConfig()).toEqual(config);
  });

  it('is kept even when start-up fails afterwards (the error page may need it)', async () => {
    const { session } = loadSession();
    const config = createTestAppConfig({ requiredServiceVersions: { auth: '9.0.0' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await session.initialize(config);
    expect(session.getSnapshot().status).toBe('error');
    expect(session.getAppConfig()).toEqual(config);
  });

  it('reaches components through useAppConfig, as tests preset it', () => {
    setSessionForTests({ appConfig: { googleSignInEnabled: true } });
    const { result } = renderHook(() => useAppConfig());
    expect(result.current).toEqual(createTestAppConfig({ googleSignInEnabled: true }));
  });

  it('is a programming error to read it before start-up', () => {
    sessionStore.set(appConfigAtom, null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppConfig())).toThrow(/no app config/);
  });
});
