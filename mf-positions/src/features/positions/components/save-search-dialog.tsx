import { useId, useState, type FormEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ALERT_FREQUENCIES,
  Button,
  DEFAULT_ALERT_FREQUENCY,
  FormError,
  Modal,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_NAME_MAX,
  SelectField,
  TextField,
  alertFrequencyLabel,
  buttonStyle,
  pathTo,
  useCreateSavedSearch,
} from '@jobmatch/shared';
import type { AlertFrequency, SavedSearch } from '@jobmatch/shared/contracts';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';

export interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  /** The list's keywords and filter keys, as its URL has them. */
  search: string;
  filters: readonly string[];
  /** The name the field starts with: the conditions in words. */
  defaultName: string;
}

const formStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const textStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

/**
 * The save dialog of /positions (docs/positions.md#saving-a-search): a name (the conditions in
 * words to start with), how often to mail, 保存. A refusal stays in the dialog, in Japanese; once
 * saved, the dialog says so with the way to the settings page that manages saved searches.
 */
export function SaveSearchDialog({
  open,
  onClose,
  userId,
  search,
  filters,
  defaultName,
}: SaveSearchDialogProps) {
  const { t } = useTranslation('positions');
  const formId = useId();
  const [name, setName] = useState(defaultName);
  const [frequency, setFrequency] = useState<AlertFrequency>(DEFAULT_ALERT_FREQUENCY);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const createSavedSearch = useCreateSavedSearch(userId);

  const trimmed = name.trim();
  const nameError = !submitted
    ? undefined
    : trimmed === ''
      ? t('save_search_name_required')
      : Array.from(trimmed).length > SAVED_SEARCH_NAME_MAX
        ? t('save_search_name_too_long', { max: SAVED_SEARCH_NAME_MAX })
        : undefined;
  const invalid = trimmed === '' || Array.from(trimmed).length > SAVED_SEARCH_NAME_MAX;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || createSavedSearch.isPending) return;
    createSavedSearch.mutate(
      { name: trimmed, search, filters: [...filters], frequency },
      {
        onSuccess: (created) => {
          setSaved(created);
          toast.show(t('save_search_saved'), { variant: 'success' });
        },
      },
    );
  };

  const failure = createSavedSearch.error
    ? errorCodeOf(createSavedSearch.error) === 'limit_exceeded'
      ? t('save_search_limit_exceeded', { max: SAVED_SEARCHES_MAX })
      : errorTextOf(createSavedSearch.error, t('save_search_failed'))
    : null;

  if (saved)
    return (
      <Modal
        open={open}
        title={t('save_search_success_title')}
        onClose={onClose}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          <Link to={pathTo('settings.saved-searches')} css={buttonStyle()}>
            {t('save_search_manage')}
          </Link>
        }
      >
        <p css={textStyle}>{t('save_search_success_body', { name: saved.name })}</p>
      </Modal>
    );

  return (
    <Modal
      open={open}
      title={t('save_search_title')}
      onClose={createSavedSearch.isPending ? undefined : onClose}
      closeLabel={t('shared:close')}
      size="S"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={createSavedSearch.isPending}>
            {t('save_search_cancel')}
          </Button>
          <Button type="submit" form={formId} loading={createSavedSearch.isPending}>
            {t('save_search_submit')}
          </Button>
        </>
      }
    >
      <form id={formId} css={formStyle} onSubmit={handleSubmit} noValidate>
        <p css={textStyle}>{t('save_search_body')}</p>
        {failure && <FormError>{failure}</FormError>}
        <TextField
          label={t('save_search_name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={nameError}
          required
        />
        <SelectField
          label={t('save_search_frequency')}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
          options={ALERT_FREQUENCIES.map((value) => ({
            value,
            label: alertFrequencyLabel(value),
          }))}
        />
      </form>
    </Modal>
  );
}
