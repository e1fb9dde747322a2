import { session } from '@jobmatch/shared/session';
import { AppInitializationErrorPage } from '../features/error-pages/app-initialization-error-page';
import { startShell } from '../features/startup/start-shell';
import { useStartup } from '../features/startup/use-startup';
import { AppConfigProvider } from '../lib/app-config';
import { PageLoading } from './page-loading';
import { AppProviders } from './providers';
import { ShellRouter } from './shell-router';

const start = () => startShell(session);

function StartupGate() {
  const state = useStartup(start);
  if (state.status === 'initializing') return <PageLoading />;
  if (state.status === 'error') return <AppInitializationErrorPage />;
  return (
    <AppConfigProvider value={state.runtimeConfig.appConfig}>
      <ShellRouter runtimeConfig={state.runtimeConfig} />
    </AppConfigProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <StartupGate />
    </AppProviders>
  );
}
