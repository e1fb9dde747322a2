import { useEffect, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@jobmatch/shared';
import type { PipelineStage } from '@jobmatch/shared/contracts';
import { REPLY_STATES } from '../../../api/get-applicants';
import { isNarrowed, type ApplicantSearch } from '../utils/applicant-search';

const barStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  align-items: end;

  ${theme.mq.desktop} {
    grid-template-columns: minmax(280px, 2fr) repeat(4, minmax(120px, 1fr)) auto;
  }
`;

const searchStyle = (theme: Theme) => css`
  grid-column: 1 / -1;
  display: flex;
  gap: ${theme.space[2]};
  align-items: end;

  & > :first-child {
    flex: 1;
  }

  ${theme.mq.desktop} {
    grid-column: auto;
  }
`;

export interface ApplicantFiltersProps {
  search: ApplicantSearch;
  /** The postings to choose from; left out on a posting's own applicants page. */
  postings?: ReadonlyArray<{ value: string; label: string }>;
  stages: readonly PipelineStage[];
  onChange: (changes: Record<string, string | null>) => void;
}

/**
 * Finding applicants (docs/company-desk.md#finding): name or kana, posting, stage, reply state and
 * order. Each choice goes into the URL at once; the words when submitted.
 */
export function ApplicantFilters({ search, postings, stages, onChange }: ApplicantFiltersProps) {
  const { t } = useTranslation('company');
  const [words, setWords] = useState(search.search ?? '');
  useEffect(() => setWords(search.search ?? ''), [search.search]);
  // on a posting's own page its posting is no filter to clear
  const narrowed = isNarrowed(search, postings ? null : search.productId);

  return (
    <form
      role="search"
      css={barStyle}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: words.trim() || null });
      }}
    >
      <div css={searchStyle}>
        <TextField
          type="search"
          label={t('applicants_search_label')}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('applicants_search_submit')}
        </Button>
      </div>
      {postings && (
        <SelectField
          label={t('applicants_filter_job')}
          options={[{ value: '', label: t('applicants_filter_job_all') }, ...postings]}
          value={search.productId ?? ''}
          onChange={(event) => onChange({ job: event.target.value || null })}
        />
      )}
      <SelectField
        label={t('applicants_filter_stage')}
        options={[
          { value: '', label: t('applicants_filter_stage_all') },
          ...stages.map((stage) => ({ value: stage.key, label: stage.label })),
        ]}
        value={search.stage ?? ''}
        onChange={(event) => onChange({ stage: event.target.value || null })}
      />
      <SelectField
        label={t('applicants_filter_reply')}
        options={[
          { value: '', label: t('applicants_filter_reply_all') },
          ...REPLY_STATES.map((state) => ({
            value: state,
            label: t(`applicants_filter_reply_${state}`),
          })),
        ]}
        value={search.reply ?? ''}
        onChange={(event) => onChange({ reply: event.target.value || null })}
      />
      <SelectField
        label={t('applicants_sort')}
        options={[
          { value: '', label: t('applicants_sort_newest') },
          { value: 'oldest', label: t('applicants_sort_oldest') },
        ]}
        value={search.oldestFirst ? 'oldest' : ''}
        onChange={(event) => onChange({ sort: event.target.value || null })}
      />
      {narrowed && (
        <Button
          variant="ghost"
          onClick={() => onChange({ q: null, job: null, stage: null, reply: null })}
        >
          {t('applicants_clear_filters')}
        </Button>
      )}
    </form>
  );
}
