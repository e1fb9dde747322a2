import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, SAVED_SEARCH_NAME_MAX, TextField } from '@jobmatch/shared';
import type { SavedSearchChanges } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { savedSearchChangesSchema } from '@jobmatch/shared/schemas';

export interface RenameFormProps {
  initialName: string;
  pending: boolean;
  /** The `PATCH` body: the new name, trimmed. */
  onSubmit: (changes: SavedSearchChanges) => void;
  onCancel: () => void;
}

const formStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

/**
 * The inline rename of a saved search: the name, checked with the schema the api checks the
 * `PATCH` with (required, at most 50), 保存 and キャンセル.
 */
export function RenameForm({ initialName, pending, onSubmit, onCancel }: RenameFormProps) {
  const { t } = useTranslation('settings');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<{ name: string }, SavedSearchChanges>(savedSearchChangesSchema, {
    defaultValues: { name: initialName },
  });

  return (
    <form
      css={formStyle}
      onSubmit={handleSubmit((changes) => {
        if (!pending) onSubmit(changes);
      })}
      noValidate
    >
      <TextField
        label={t('saved_search_name')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        maxLength={SAVED_SEARCH_NAME_MAX}
        error={errors.name?.message}
        required
        autoFocus
        {...register('name')}
      />
      <div css={actionsStyle}>
        <Button size="S" variant="secondary" onClick={onCancel} disabled={pending}>
          {t('saved_search_cancel')}
        </Button>
        <Button size="S" type="submit" loading={pending}>
          {t('saved_search_save')}
        </Button>
      </div>
    </form>
  );
}
