import { useId, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ALERT_FREQUENCIES,
  Button,
  DEFAULT_ALERT_FREQUENCY,
  Form,
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
import type { SavedSearch, SavedSearchInput } from '@jobmatch/shared/contracts';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { useAppForm } from '@jobmatch/shared/forms';
import { savedSearchInputSchema } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';

/** The request body as the form holds it: the name and frequency are fields, the rest rides along. */
type SaveSearchValues = Required<SavedSearchInput>;

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
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const createSavedSearch = useCreateSavedSearch(userId);
  // The keywords and filters are validated with the rest: what the api would refuse is said here.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<SaveSearchValues>(savedSearchInputSchema, {
    defaultValues: {
      name: defaultName,
      search,
      filters: [...filters],
      frequency: DEFAULT_ALERT_FREQUENCY,
    },
  });
  const conditionsError =
    errors.search?.message ??
    errors.filters?.message ??
    (Array.isArray(errors.filters) ? errors.filters.find(Boolean)?.message : undefined);

  const onSubmit = (input: SaveSearchValues) => {
    if (createSavedSearch.isPending) return;
    createSavedSearch.mutate(input, {
      onSuccess: (created) => {
        setSaved(created);
        toast.show(t('save_search_saved'), { variant: 'success' });
      },
    });
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
      <Form id={formId} onSubmit={handleSubmit(onSubmit)}>
        <p css={textStyle}>{t('save_search_body')}</p>
        {failure && <FormError>{failure}</FormError>}
        {conditionsError && <FormError>{conditionsError}</FormError>}
        <TextField
          label={t('save_search_name')}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={errors.name?.message}
          required
          {...register('name')}
        />
        <SelectField
          label={t('save_search_frequency')}
          options={ALERT_FREQUENCIES.map((value) => ({
            value,
            label: alertFrequencyLabel(value),
          }))}
          {...register('frequency')}
        />
      </Form>
    </Modal>
  );
}
