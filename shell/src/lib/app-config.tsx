import { createContext, useContext } from 'react';
import type { AppConfig } from '@jobmatch/shared/contracts';

const AppConfigContext = createContext<AppConfig | null>(null);

export const AppConfigProvider = AppConfigContext.Provider;

/** The validated `/app-config.json`; available everywhere below the startup gate. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below <AppConfigProvider>');
  return config;
}
