import type { PingResponse, ServiceName } from '../contracts';
import type { ApiClient } from '../api/api-client';
import { ApiRequestError } from '../api/api-request-error';
import { CLIENT_ERROR_CODES } from '../errors/error-codes';
import { logger } from '../logging';

type Version = [major: number, minor: number, patch: number];

function parseVersion(value: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(value.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Negative when a < b, 0 when equal, positive when a > b (major.minor.patch, numeric). */
export function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function initializationError(message: string): ApiRequestError {
  return new ApiRequestError({
    code: CLIENT_ERROR_CODES.app_initialization_failed,
    message,
    httpCode: 0,
  });
}

/**
 * Pings every service listed in `required` (and only those). A service older than required
 * fails start-up; a newer major version may have broken us, so it is worth a warning only.
 */
export async function checkServiceVersions(
  api: ApiClient,
  required: Partial<Record<ServiceName, string>>,
): Promise<void> {
  const checks = Object.entries(required).map(async ([service, requiredVersion]) => {
    if (!requiredVersion) return;
    const ping = await api.request<PingResponse>(service as ServiceName, '/ping', { auth: 'none' });
    const actual = parseVersion(String(ping?.serviceVersion ?? ''));
    const wanted = parseVersion(requiredVersion);
    if (!actual || !wanted) {
      throw initializationError(
        `Service ${service}: cannot compare version "${ping?.serviceVersion}" with "${requiredVersion}"`,
      );
    }
    if (compareVersions(actual, wanted) < 0) {
      throw initializationError(
        `Service ${service} version ${ping.serviceVersion} is lower than required ${requiredVersion}`,
      );
    }
    if (actual[0] > wanted[0]) {
      logger.warn(
        `Service ${service} version ${ping.serviceVersion} is a newer major version than ${requiredVersion}`,
      );
    }
  });
  await Promise.all(checks);
}
