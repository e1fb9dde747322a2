import { ShellLayout } from '../features/layout/shell-layout';
import { layoutFor } from '../features/screen-mode/resolve-screen-mode';
import { useScreenMode } from '../features/screen-mode/use-screen-mode';
import { ToastHost } from '../features/toasts/toast-host';
import { CurrentPageProvider, useCurrentPage } from '../lib/current-page';

/** The root route element: the layout for the current screen mode, plus the toast viewport. */
export function AppLayout() {
  return (
    <CurrentPageProvider>
      <AppFrame />
    </CurrentPageProvider>
  );
}

function AppFrame() {
  const handle = useCurrentPage()?.handle;
  const layout = layoutFor(useScreenMode(handle?.screenModes));
  return (
    <>
      <ShellLayout layout={layout} />
      <ToastHost aboveFooter={layout === 'mobile' && Boolean(handle?.footer)} />
    </>
  );
}
