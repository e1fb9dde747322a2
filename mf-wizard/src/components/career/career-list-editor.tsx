import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button, CAREER_ENTRIES_MAX } from '@jobmatch/shared';
import type { CareerEntry } from '@jobmatch/shared/contracts';
import { CareerEntryEditor } from './career-entry-editor';
import { CareerEntrySummary } from './career-entry-summary';

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/** Which entry is open: a new one, one by index, or none. */
type Editing = { index: number | null } | null;

/**
 * The career entries as a list to change in place: add, edit and remove, each entry in its own
 * editor. Nothing is saved here: the owner saves `value`. A removed entry can be brought back
 * until then (元に戻す), so no tap loses an entry for good.
 */
export function CareerListEditor({
  value,
  onChange,
  onEditingChange,
}: {
  value: readonly CareerEntry[];
  onChange: (entries: CareerEntry[]) => void;
  /** Told when an entry editor opens or closes (the owner hides its save button meanwhile). */
  onEditingChange?: (editing: boolean) => void;
}) {
  const { t } = useTranslation('wizard');
  const listId = useId();
  const [editing, setEditingState] = useState<Editing>(null);
  const [removed, setRemoved] = useState<{ entry: CareerEntry; index: number } | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const setEditing = (next: Editing) => {
    setEditingState(next);
    onEditingChange?.(next !== null);
  };
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const save = (entry: CareerEntry) => {
    const index = editing?.index ?? null;
    onChange(
      index === null ? [...value, entry] : value.map((old, i) => (i === index ? entry : old)),
    );
    setRemoved(null);
    setEditing(null);
  };
  const remove = (index: number) => {
    setRemoved({ entry: value[index]!, index });
    onChange(value.filter((_, i) => i !== index));
  };
  const undo = () => {
    if (!removed) return;
    const next = [...value];
    next.splice(removed.index, 0, removed.entry);
    onChange(next);
    setRemoved(null);
  };
  const atLimit = value.length >= CAREER_ENTRIES_MAX;

  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <div role="status" aria-live="polite">
        {removed && (
          <div css={rowStyle}>
            <span>{t('career_removed', { company: removed.entry.company })}</span>
            <Button ref={undoRef} size="S" variant="secondary" onClick={undo}>
              {t('career_undo')}
            </Button>
          </div>
        )}
      </div>
      {value.length === 0 && editing === null && <p css={{ margin: 0 }}>{t('career_empty')}</p>}
      {value.length > 0 && (
        <ul css={listStyle} aria-label={t('career_list_label')} id={listId}>
          {value.map((entry, index) =>
            editing?.index === index ? (
              <li key={index}>
                <CareerEntryEditor entry={entry} onDone={save} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={index} css={itemStyle}>
                <CareerEntrySummary entry={entry} />
                {editing === null && (
                  <div css={rowStyle}>
                    <Button
                      size="S"
                      variant="secondary"
                      aria-label={t('career_edit_entry', { company: entry.company })}
                      onClick={() => setEditing({ index })}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="S"
                      variant="ghost"
                      aria-label={t('career_remove_entry', { company: entry.company })}
                      onClick={() => remove(index)}
                    >
                      {t('career_remove')}
                    </Button>
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {editing?.index === null && (
        <CareerEntryEditor
          entry={null}
          onDone={save}
          onCancel={() => {
            setEditing(null);
            addRef.current?.focus();
          }}
        />
      )}
      {editing === null &&
        (atLimit ? (
          <p css={{ margin: 0 }}>{t('career_limit', { max: CAREER_ENTRIES_MAX })}</p>
        ) : (
          <Button ref={addRef} variant="secondary" onClick={() => setEditing({ index: null })}>
            {t('career_add')}
          </Button>
        ))}
    </div>
  );
}
