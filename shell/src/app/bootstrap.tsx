import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { ensureI18n, registerNamespace } from '@jobmatch/shared';
import { SHELL_NAMESPACE } from '../lib/use-shell-translation';
import { App } from './app';
import { shellJa } from './i18n/ja';
import { createShellSelfPlugin } from './self-remote-plugin';

ensureI18n();
registerNamespace(SHELL_NAMESPACE, shellJa);
// before any remote loads: their MF instances pick global plugins up when they are created
registerGlobalPlugins([createShellSelfPlugin()]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
