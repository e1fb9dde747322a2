import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../ui/button';
import { Modal, type ModalSize } from '../ui/modal';
import { Form } from './form';

export interface FormDialogProps {
  title: ReactNode;
  /** The form's fields and messages. */
  children: ReactNode;
  /** `form.handleSubmit(...)` of the dialog's form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** `danger` where submitting takes something away for good. */
  submitVariant?: ButtonVariant;
  submitDisabled?: boolean;
  /** The label of the button that leaves without submitting (and of the × button). */
  cancelLabel: string;
  /** The call runs: the submit button spins and the dialog cannot be left. */
  busy: boolean;
  onClose: () => void;
  size?: ModalSize;
}

/**
 * A dialog that is one form (a note with a request, a reason for a withdrawal, a template): the
 * fields, then the way out and the submit button, main action last. Mount it when it opens, so
 * each time it starts with a fresh form; while the call runs it cannot be left.
 */
export function FormDialog({
  title,
  children,
  onSubmit,
  submitLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  cancelLabel,
  busy,
  onClose,
  size = 'S',
}: FormDialogProps) {
  const { t } = useTranslation('shared');
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={busy ? undefined : onClose}
      closeLabel={t('close')}
      size={size}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            loading={busy}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit}>
        {children}
      </Form>
    </Modal>
  );
}
