import { useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ALERT_FREQUENCIES,
  Button,
  Modal,
  SelectField,
  alertFrequencyLabel,
  buttonStyle,
  detailsCardStyle,
  savedSearchUrl,
  useDeleteSavedSearch,
  useUpdateSavedSearch,
} from '@jobmatch/shared';
import type { AlertFrequency, SavedSearch, SavedSearchChanges } from '@jobmatch/shared/contracts';
import { errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';
import { RenameForm } from './rename-form';
import { SavedSearchConditions } from './saved-search-conditions';

const nameStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  overflow-wrap: anywhere;
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

/**
 * One saved search (docs/settings.md#saved-searches): its name, its conditions in words, how
 * often it mails (saved on change), この条件で探す, and rename and delete. Deleting asks first.
 */
export function SavedSearchItem({ userId, search }: { userId: string; search: SavedSearch }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSavedSearch(userId);
  const remove = useDeleteSavedSearch(userId);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const save = (changes: SavedSearchChanges, done?: () => void) =>
    update.mutate(
      { id: search.id, changes },
      {
        onSuccess: () => {
          toast.show(t('saved_search_updated'), { variant: 'success' });
          done?.();
        },
        onError: (error) =>
          toast.show(errorTextOf(error, t('saved_search_update_failed')), { variant: 'error' }),
      },
    );

  const handleDelete = () =>
    remove.mutate(search.id, {
      onSuccess: () => toast.show(t('saved_search_deleted'), { variant: 'success' }),
      onError: (error) => {
        setConfirming(false);
        toast.show(errorTextOf(error, t('saved_search_delete_failed')), { variant: 'error' });
      },
    });

  return (
    <article css={detailsCardStyle} aria-label={search.name}>
      {renaming ? (
        <RenameForm
          initialName={search.name}
          pending={update.isPending}
          onSubmit={(changes) => save(changes, () => setRenaming(false))}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <h2 css={nameStyle}>{search.name}</h2>
      )}
      <SavedSearchConditions search={search} />
      <SelectField
        label={t('saved_search_frequency')}
        value={search.frequency}
        onChange={(event) => save({ frequency: event.target.value as AlertFrequency })}
        disabled={update.isPending && !renaming}
        options={ALERT_FREQUENCIES.map((value) => ({ value, label: alertFrequencyLabel(value) }))}
      />
      <div css={actionsStyle}>
        <Link to={savedSearchUrl(search)} css={buttonStyle({ size: 'S' })}>
          {t('saved_search_open')}
        </Link>
        {!renaming && (
          <Button size="S" variant="secondary" onClick={() => setRenaming(true)}>
            {t('saved_search_rename')}
          </Button>
        )}
        <Button size="S" variant="secondary" onClick={() => setConfirming(true)}>
          {t('saved_search_delete')}
        </Button>
      </div>
      <Modal
        open={confirming}
        title={t('saved_search_delete_title')}
        onClose={remove.isPending ? undefined : () => setConfirming(false)}
        closeLabel={t('shared:close')}
        size="S"
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {t('saved_search_cancel')}
            </Button>
            <Button variant="danger" onClick={handleDelete} loading={remove.isPending}>
              {t('saved_search_delete_confirm')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
          {t('saved_search_delete_body', { name: search.name })}
        </p>
      </Modal>
    </article>
  );
}
