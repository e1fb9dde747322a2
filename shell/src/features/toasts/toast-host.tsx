import { ToastViewport } from '@jobmatch/shared';
import { toast, useToasts } from '@jobmatch/shared/toast';
import { useShellTranslation } from '../../lib/use-shell-translation';

/** Renders the shared toast queue (the one remotes write to through `shell/toast`). */
export function ToastHost({ aboveFooter }: { aboveFooter: boolean }) {
  const { t } = useShellTranslation();
  const toasts = useToasts();
  return (
    <ToastViewport
      toasts={toasts}
      onDismiss={toast.dismiss}
      dismissLabel={t('dismiss_toast')}
      aboveFooter={aboveFooter}
    />
  );
}
