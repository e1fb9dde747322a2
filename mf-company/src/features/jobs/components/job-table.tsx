import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, categoryLabel, pathTo } from '@jobmatch/shared';
import type { CompanyProduct, ProductOrderStats } from '@jobmatch/shared/contracts';
import { RecordTable, RowLink } from '../../../components/record-table';
import {
  CardLabel,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
import { publicationWindowText } from '../utils/publication-view';
import { PublicationStateChip } from './publication-state-chip';

const pendingStyle = (theme: Theme) => css`
  margin-left: ${theme.space[2]};
  color: ${theme.colors.brand.active};
  font-weight: ${theme.typography.fontWeight.bold};
`;

export interface JobTableProps {
  products: readonly CompanyProduct[];
  /** Applicant counts by posting id; undefined while they load (or when they failed). */
  stats: ReadonlyMap<string, ProductOrderStats> | undefined;
  now?: Date;
}

/** The organization's postings: title, state, job type, window, applicants and saves of each. */
export function JobTable({ products, stats, now }: JobTableProps) {
  const { t } = useTranslation('company');
  return (
    <RecordTable
      size="S"
      caption={t('jobs_caption')}
      columns={[
        { key: 'name', label: t('jobs_column_title'), text: true },
        { key: 'status', label: t('jobs_column_state'), noWrap: true },
        { key: 'category', label: t('jobs_column_category') },
        { key: 'window', label: t('jobs_column_window'), wrapAtSpaces: true },
        { key: 'applicants', label: t('jobs_column_applicants'), noWrap: true },
        { key: 'interests', label: t('jobs_column_interests'), noWrap: true },
      ]}
    >
      {products.map((product) => {
        const counts = stats?.get(product.id);
        return (
          <ResponsiveTableRow key={product.id}>
            <ResponsiveTableCell data-column="name">
              <RowLink to={pathTo('company.jobs.show', { productId: product.id })}>
                {product.name}
              </RowLink>
            </ResponsiveTableCell>
            <ResponsiveTableCell data-column="status">
              <PublicationStateChip publication={product.publication} now={now} />
            </ResponsiveTableCell>
            <ResponsiveTableCell data-column="category">
              <CardLabel>{t('jobs_column_category')}</CardLabel>
              {categoryLabel(product.category)}
            </ResponsiveTableCell>
            <ResponsiveTableCell data-column="window">
              <CardLabel>{t('jobs_column_window')}</CardLabel>
              {publicationWindowText(t, product.publication)}
            </ResponsiveTableCell>
            <ResponsiveTableCell data-column="applicants">
              <CardLabel>{t('jobs_column_applicants')}</CardLabel>
              {counts ? (
                <>
                  {t('jobs_applicants_count', { count: counts.total })}
                  {counts.total > 0 && (
                    <span css={pendingStyle}>
                      {t('jobs_applicants_pending', { count: counts.byStatus.PENDING })}
                    </span>
                  )}
                </>
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <VisuallyHidden>{t('jobs_applicants_unknown')}</VisuallyHidden>
                </>
              )}
            </ResponsiveTableCell>
            {/* how many seekers saved it, never who (docs/matching.md#saved-postings-気になる) */}
            <ResponsiveTableCell data-column="interests">
              <CardLabel>{t('jobs_column_interests')}</CardLabel>
              {t('jobs_interests_count', { count: product.interestCount ?? 0 })}
            </ResponsiveTableCell>
          </ResponsiveTableRow>
        );
      })}
    </RecordTable>
  );
}
