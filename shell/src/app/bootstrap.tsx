import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { ensureI18n, logger, registerNamespace } from '@jobmatch/shared';
import { AfterFirstCommit } from '../features/server-rendering/held-intent';
import { readServerRenderedState } from '../features/server-rendering/server-rendered-state';
import { SHELL_NAMESPACE } from '../lib/use-shell-translation';
import { App } from './app';
import { canHydrate, hydratePage } from './hydrate-page';
import { shellJa } from './i18n/ja';
import { createShellSelfPlugin } from './self-remote-plugin';

ensureI18n();
registerNamespace(SHELL_NAMESPACE, shellJa);
// before any remote loads: their MF instances pick global plugins up when they are created
registerGlobalPlugins([createShellSelfPlugin()]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/** The client's own render; a server's markup stays on screen until it replaces it. */
function renderAfresh(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <AfterFirstCommit how="rendered">
        <App />
      </AfterFirstCommit>
    </StrictMode>,
  );
}

const serverState = readServerRenderedState();
if (canHydrate(serverState)) {
  hydratePage(container, serverState).catch((error: unknown) => {
    logger.error('[shell] hydration failed; rendering afresh', error);
    renderAfresh(container);
  });
} else {
  renderAfresh(container);
}
