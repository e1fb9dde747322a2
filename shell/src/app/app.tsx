import { AppInitializationErrorPage } from '../features/error-pages/app-initialization-error-page';
import { useStartup } from '../features/startup/use-startup';
import { PageLoading } from './page-loading';
import { AppProviders } from './providers';
import { ShellRouter, type ShellDataRouterSetup } from './shell-router';
import { startApp, type AppRuntime } from './start-app';

/** initializing (loading page) → active (the router), or error: app_initialization_failed. */
function StartupGate() {
  const state = useStartup(startApp);
  if (state.status === 'initializing') return <PageLoading />;
  if (state.status === 'error') return <AppInitializationErrorPage />;
  // the validated app config is in the session (useAppConfig), set during start-up
  const { remotes, loader } = state.value;
  return <ShellRouter remotes={remotes} loader={loader} />;
}

/** Start-up done before React: a server-rendered page hydrates straight into its router. */
export interface StartedApp {
  runtime: AppRuntime;
  initial: ShellDataRouterSetup;
}

export function App({ started }: { started?: StartedApp }) {
  return (
    <AppProviders>
      {started ? (
        <ShellRouter
          remotes={started.runtime.remotes}
          loader={started.runtime.loader}
          initial={started.initial}
        />
      ) : (
        <StartupGate />
      )}
    </AppProviders>
  );
}
