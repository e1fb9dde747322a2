import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@jobmatch/shared';

export interface ConfirmDialogProps {
  title: string;
  /** What confirming does (its paragraphs), under the call's refusal when there is one. */
  children: ReactNode;
  confirmLabel: string;
  /** `danger` where confirming takes something away for good; `primary` otherwise. */
  confirmVariant?: 'primary' | 'danger';
  /** The call runs: the confirming button spins, the dialog cannot be left. */
  busy: boolean;
  /** The confirming button is off (someone decided meanwhile, nothing to change yet). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A change that is confirmed first (publishing, archiving, a decision on an application, a
 * member's role): a small dialog saying what will happen, キャンセル and the confirming button.
 * While the call runs it cannot be closed: its outcome, a refusal too, must be seen.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('company');
  return (
    <Modal
      open
      size="S"
      title={title}
      onClose={busy ? undefined : onClose}
      closeLabel={t('close', { ns: 'shared' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('dialog_cancel')}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            loading={busy}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>{children}</div>
    </Modal>
  );
}
