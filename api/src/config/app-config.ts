import type { AppConfig } from '@jobmatch/shared/contracts';
import { REQUIRED_SERVICE_VERSIONS } from '../lib/shared-contracts';
import { SERVICES } from '../services/service-registry';
import type { ApiConfig } from './env-config';

/** `/app-config.json`: the runtime configuration the shell reads on start (docs/contracts.md). */
export function toAppConfig(config: ApiConfig): AppConfig {
  const { app } = config;
  return {
    appName: app.appName,
    environment: config.nodeEnv === 'production' ? 'production' : 'development',
    enabledScreenModes: app.enabledScreenModes,
    overrideAllowlist: app.overrideAllowlist,
    googleSignInEnabled: Boolean(app.googleClientId),
    ...(app.privacyPolicyUrl ? { privacyPolicyUrl: app.privacyPolicyUrl } : {}),
    ...(app.userAgreementUrl ? { userAgreementUrl: app.userAgreementUrl } : {}),
    ...(app.companySiteUrl ? { companySiteUrl: app.companySiteUrl } : {}),
    requiredServiceVersions: requiredVersionsOfServedServices(),
  };
}

/**
 * The shell checks only the services this deployment serves: a service that arrives in a
 * later release (chat) must not keep the app from starting before it exists.
 */
function requiredVersionsOfServedServices(): AppConfig['requiredServiceVersions'] {
  return Object.fromEntries(
    SERVICES.map((service) => [service.name, REQUIRED_SERVICE_VERSIONS[service.name]]),
  );
}
