import { useState } from 'react';
import { css, type Theme } from '@emotion/react';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DetailsSection,
  LoadError,
  Spinner,
  TextAreaField,
  formatDateTime,
  secondaryTextStyle,
} from '@jobmatch/shared';
import { PIPELINE_LIMITS } from '@jobmatch/shared/contracts';
import { applicantNoteInputSchema } from '@jobmatch/shared/schemas';
import { useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useFormSubmission } from '../../../lib/use-form-submission';
import {
  useApplicantNotes,
  useCreateApplicantNote,
  useDeleteApplicantNote,
  useUpdateEvaluation,
} from '../api/applicant-notes';

const scoresStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.typography.fontWeight.bold};
  }

  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${theme.colors.border.control};
    border-radius: ${theme.radii.m};
    cursor: pointer;
  }

  label:has(input:checked) {
    background: ${theme.colors.brand.main};
    border-color: ${theme.colors.brand.main};
    color: ${theme.colors.brand.onMain};
    font-weight: ${theme.typography.fontWeight.bold};
  }

  label:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    opacity: 0;
  }
`;

const notesStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]};
    border-radius: ${theme.radii.m};
    background: ${theme.colors.surface.sunken};
  }

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const noteHeadStyle = (theme: Theme) => css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  align-items: center;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};
`;

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  justify-items: end;

  & > :first-child {
    justify-self: stretch;
  }
`;

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * 社内メモ・評価 (docs/company-desk.md#notes): each member's 1–5 and the mean, and the notes with
 * author and time, newest first. Members only: nothing of it reaches the applicant.
 */
export function ApplicantNotesSection({
  id,
  organizationId,
  orderId,
  canWrite,
}: {
  id: string;
  organizationId: string;
  orderId: string;
  /** A company that is not `normal` reads but cannot write. */
  canWrite: boolean;
}) {
  const { t } = useTranslation('company');
  const notes = useApplicantNotes(organizationId, orderId);
  const create = useCreateApplicantNote(organizationId, orderId);
  const remove = useDeleteApplicantNote(organizationId, orderId);
  const evaluate = useUpdateEvaluation(organizationId, orderId);
  const { submit, serverError } = useFormSubmission();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const me = useSession().user?.id;

  const onSubmit = async () => {
    const parsed = v.safeParse(applicantNoteInputSchema, { body });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (await submit(() => create.mutateAsync(parsed.output))) {
      setBody('');
      toast.show(t('applicant_note_added'), { variant: 'success' });
    }
  };

  const onScore = async (score: number | null) => {
    if (await submit(() => evaluate.mutateAsync(score)))
      toast.show(t('applicant_evaluation_saved'), { variant: 'success' });
  };

  return (
    <DetailsSection id={id} title={t('applicant_section_notes')}>
      <p css={secondaryTextStyle}>{t('applicant_notes_private')}</p>
      {serverError}
      {notes.isPending ? (
        <Spinner />
      ) : notes.isError ? (
        <LoadError onRetry={() => void notes.refetch()} />
      ) : (
        <>
          <fieldset css={scoresStyle} disabled={!canWrite || evaluate.isPending}>
            <legend>{t('applicant_evaluation')}</legend>
            {SCORES.map((score) => (
              <label key={score}>
                <input
                  type="radio"
                  name={`${id}-score`}
                  value={score}
                  checked={notes.data.myScore === score}
                  onChange={() => void onScore(score)}
                />
                {t('applicant_evaluation_score', { score })}
              </label>
            ))}
            {notes.data.myScore !== null && (
              <Button variant="ghost" size="S" onClick={() => void onScore(null)}>
                {t('applicant_evaluation_clear')}
              </Button>
            )}
          </fieldset>
          <p css={secondaryTextStyle}>
            {notes.data.averageScore === null
              ? t('applicant_evaluation_none')
              : [
                  t('applicant_evaluation_average', {
                    average: notes.data.averageScore.toFixed(1),
                    count: notes.data.evaluations.length,
                  }),
                  ...notes.data.evaluations.map((evaluation) =>
                    t('applicant_evaluation_of', {
                      name: evaluation.name,
                      score: evaluation.score,
                    }),
                  ),
                ].join(' ／ ')}
          </p>
          {canWrite && (
            <form
              css={formStyle}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit();
              }}
            >
              <TextAreaField
                label={t('applicant_note_label')}
                value={body}
                rows={3}
                maxLength={PIPELINE_LIMITS.noteMaxLength}
                error={error}
                onChange={(event) => setBody(event.target.value)}
              />
              <Button type="submit" variant="secondary" loading={create.isPending}>
                {t('applicant_note_submit')}
              </Button>
            </form>
          )}
          {notes.data.value.length === 0 ? (
            <p css={secondaryTextStyle}>{t('applicant_notes_empty')}</p>
          ) : (
            <ul css={notesStyle}>
              {notes.data.value.map((note) => (
                <li key={note.id}>
                  <div css={noteHeadStyle}>
                    <span>
                      {note.author.name} ・{' '}
                      <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                    </span>
                    {canWrite && note.author.id === me && (
                      <Button
                        variant="ghost"
                        size="S"
                        loading={remove.isPending && remove.variables === note.id}
                        onClick={() =>
                          void submit(() => remove.mutateAsync(note.id)).then(
                            (done) =>
                              done &&
                              toast.show(t('applicant_note_deleted'), { variant: 'success' }),
                          )
                        }
                      >
                        {t('applicant_note_delete')}
                      </Button>
                    )}
                  </div>
                  <p>{note.body}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DetailsSection>
  );
}
