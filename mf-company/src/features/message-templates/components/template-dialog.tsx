import { useTranslation } from 'react-i18next';
import { FormDialog, FormError, TextAreaField, TextField } from '@jobmatch/shared';
import {
  MESSAGE_TEMPLATE_LIMITS,
  type MessageTemplate,
  type MessageTemplateInput,
} from '@jobmatch/shared/contracts';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { useAppForm } from '@jobmatch/shared/forms';
import { messageTemplateInputSchema } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { useSaveTemplate, type TemplateScope } from '../api/message-templates';

export interface TemplateDialogProps {
  scope: TemplateScope;
  /** The template to change; null for a new one. */
  template: MessageTemplate | null;
  onClose(): void;
}

/** Writes a new template or changes one: a name and the text with its placeholders. */
export function TemplateDialog({ scope, template, onClose }: TemplateDialogProps) {
  const { t } = useTranslation('company');
  const save = useSaveTemplate(scope);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<MessageTemplateInput>(messageTemplateInputSchema, {
    defaultValues: { name: template?.name ?? '', content: template?.content ?? '' },
  });
  const onSubmit = (input: MessageTemplateInput) =>
    save.mutate(
      { id: template?.id ?? null, input },
      {
        onSuccess: () => {
          toast.show(t('templates_saved'), { variant: 'success' });
          onClose();
        },
      },
    );
  const failure = save.error
    ? errorCodeOf(save.error) === 'limit_exceeded'
      ? t('templates_limit', { max: MESSAGE_TEMPLATE_LIMITS.perOwner })
      : errorTextOf(save.error, t('templates_save_failed'))
    : null;
  return (
    <FormDialog
      title={t(template ? 'templates_edit_title' : 'templates_new_title')}
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={t('templates_save')}
      cancelLabel={t('dialog_cancel')}
      busy={save.isPending}
      onClose={onClose}
      size="M"
    >
      {failure && <FormError>{failure}</FormError>}
      <TextField
        label={t('templates_name')}
        maxLength={MESSAGE_TEMPLATE_LIMITS.nameMaxLength}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label={t('templates_content')}
        hint={t('templates_placeholders_hint')}
        maxLength={MESSAGE_TEMPLATE_LIMITS.contentMaxLength}
        rows={8}
        required
        error={errors.content?.message}
        {...register('content')}
      />
    </FormDialog>
  );
}
