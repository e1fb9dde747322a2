import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { careerPeriodLabel, employmentTypeLabel } from '@jobmatch/shared';
import type { CareerEntry } from '@jobmatch/shared/contracts';

const metaStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  font-size: 0.875rem;
`;

/** One career entry as read: company, title, period and employment type, then what was done. */
export function CareerEntrySummary({ entry }: { entry: CareerEntry }) {
  const { t } = useTranslation('wizard');
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <h3 css={{ margin: 0, fontSize: '1rem' }}>{entry.company}</h3>
      <p css={{ margin: 0 }}>{entry.title}</p>
      <p css={metaStyle}>
        {t('career_meta', {
          period: careerPeriodLabel(entry.startedOn, entry.endedOn),
          type: employmentTypeLabel(entry.employmentType) ?? entry.employmentType,
        })}
      </p>
      {entry.description && <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{entry.description}</p>}
    </div>
  );
}
