import { useMatches } from 'react-router';
import { ShellLayout } from '../features/layout/shell-layout';
import { layoutFor } from '../features/screen-mode/resolve-screen-mode';
import { useScreenMode } from '../features/screen-mode/use-screen-mode';
import { ToastHost } from '../features/toasts/toast-host';
import { findCurrentHandle } from '../lib/shell-route-handle';

/** The root route element: the layout for the current screen mode, plus the toast viewport. */
export function AppLayout() {
  const layout = layoutFor(useScreenMode());
  const handle = findCurrentHandle(useMatches())?.handle;
  return (
    <>
      <ShellLayout layout={layout} />
      <ToastHost aboveFooter={layout === 'mobile' && Boolean(handle?.footer)} />
    </>
  );
}
