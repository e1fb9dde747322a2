import { useEffect, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@jobmatch/shared';
import { JOB_SORTS, type JobSort } from '../api/get-company-products';

const finderStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[2]} ${theme.space[3]};
  align-items: end;

  ${theme.mq.desktop} {
    grid-template-columns: minmax(260px, 2fr) auto minmax(180px, 1fr);
  }
`;

const sortStyle = (theme: Theme) => css`
  grid-column: 1 / -1;

  ${theme.mq.desktop} {
    grid-column: auto;
  }
`;

/** Postings by name and in the order the company wants (docs/company-desk.md#finding). */
export function JobFinder({
  search,
  sort,
  onChange,
}: {
  search: string;
  sort: JobSort;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation('company');
  const [words, setWords] = useState(search);
  useEffect(() => setWords(search), [search]);
  return (
    <form
      role="search"
      css={finderStyle}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: words.trim() || null });
      }}
    >
      <TextField
        type="search"
        label={t('jobs_search_label')}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('applicants_search_submit')}
      </Button>
      <div css={sortStyle}>
        <SelectField
          label={t('jobs_sort')}
          options={JOB_SORTS.map((value) => ({ value, label: t(`jobs_sort_${value}`) }))}
          value={sort}
          onChange={(event) =>
            onChange({ sort: event.target.value === 'newest' ? null : event.target.value })
          }
        />
      </div>
    </form>
  );
}
