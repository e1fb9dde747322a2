import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureI18n, registerNamespace } from '@jobmatch/shared';
import { SHELL_NAMESPACE } from '../lib/use-shell-translation';
import { App } from './app';
import { shellJa } from './i18n/ja';

ensureI18n();
registerNamespace(SHELL_NAMESPACE, shellJa);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
