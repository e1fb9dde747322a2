import type { AppConfig } from '../contracts';

/** The development `/app-config.json` with no version checks; override what a test is about. */
export function createTestAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appName: 'JobMatch',
    environment: 'development',
    enabledScreenModes: ['mobile'],
    overrideAllowlist: ['http://localhost:*'],
    googleSignInEnabled: false,
    requiredServiceVersions: {},
    ...overrides,
  };
}
