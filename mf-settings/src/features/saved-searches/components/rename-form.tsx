import { useState, type FormEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, SAVED_SEARCH_NAME_MAX, TextField } from '@jobmatch/shared';

export interface RenameFormProps {
  initialName: string;
  pending: boolean;
  onSubmit: (name: string) => void;
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

/** The inline rename of a saved search: the name (required, at most 50), 保存 and キャンセル. */
export function RenameForm({ initialName, pending, onSubmit, onCancel }: RenameFormProps) {
  const { t } = useTranslation('settings');
  const [name, setName] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const trimmed = name.trim();
  const length = Array.from(trimmed).length;
  const problem =
    length === 0
      ? t('saved_search_name_required')
      : length > SAVED_SEARCH_NAME_MAX
        ? t('saved_search_name_too_long', { max: SAVED_SEARCH_NAME_MAX })
        : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && !pending) onSubmit(trimmed);
  };

  return (
    <form css={formStyle} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('saved_search_name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        maxLength={SAVED_SEARCH_NAME_MAX}
        error={submitted ? problem : undefined}
        required
        autoFocus
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
