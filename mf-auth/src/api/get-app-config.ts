import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@jobmatch/shared/contracts';

/**
 * `GET /app-config.json` from the page's origin (the shell's). The shell reads it at start-up
 * too; the auth screens only need the Google switch and the agreement links, so they read it
 * through the shared query cache rather than through a global.
 */
export async function getAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /app-config.json failed with ${response.status}`);
  return (await response.json()) as AppConfig;
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity, retry: 1 });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
