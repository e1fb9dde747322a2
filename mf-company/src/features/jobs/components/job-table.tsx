import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, categoryLabel, pathTo } from '@jobmatch/shared';
import type { CompanyProduct, ProductOrderStats } from '@jobmatch/shared/contracts';
import {
  AS_TABLE,
  CardLabel,
  ResponsiveTable,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
import { publicationWindowText } from '../utils/publication-view';
import { PublicationStateChip } from './publication-state-chip';

// Each card: the title and its state, then the job type, the window and the applicants; a table
// row from the list's width on. The title is the link to the posting.
const tableStyle = (theme: Theme) => css`
  & th {
    padding: ${theme.space[2]};
    border-bottom: 2px solid ${theme.colors.border.subtle};
  }
  & > tbody > tr {
    grid-template-areas:
      'name status'
      'category category'
      'window window'
      'applicants applicants';
  }
  & td[data-column] {
    color: ${theme.colors.text.secondary};
  }
  & td[data-column='name'] {
    grid-area: name;
    color: ${theme.colors.text.primary};
    font-weight: ${theme.typography.fontWeight.bold};
  }
  & td[data-column='status'] {
    grid-area: status;
    align-self: start;
    justify-self: end;
  }
  & td[data-column='category'] {
    grid-area: category;
  }
  & td[data-column='window'] {
    grid-area: window;
  }
  & td[data-column='applicants'] {
    grid-area: applicants;
  }

  ${AS_TABLE} {
    & td[data-column='name'] {
      min-width: 10em;
    }
    & td[data-column='status'],
    & td[data-column='applicants'] {
      white-space: nowrap;
    }
  }
`;

const titleLinkStyle = (theme: Theme) => css`
  color: ${theme.colors.text.link};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

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

/** The organization's postings: title, state, job type, window and applicants of each. */
export function JobTable({ products, stats, now }: JobTableProps) {
  const { t } = useTranslation('company');
  return (
    <ResponsiveTable
      size="S"
      caption={t('jobs_caption')}
      columns={[
        t('jobs_column_title'),
        t('jobs_column_state'),
        t('jobs_column_category'),
        t('jobs_column_window'),
        t('jobs_column_applicants'),
      ]}
      css={tableStyle}
    >
      {products.map((product) => {
        const counts = stats?.get(product.id);
        return (
          <ResponsiveTableRow key={product.id}>
            <ResponsiveTableCell data-column="name">
              <Link
                to={pathTo('company.jobs.show', { productId: product.id })}
                css={titleLinkStyle}
              >
                {product.name}
              </Link>
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
          </ResponsiveTableRow>
        );
      })}
    </ResponsiveTable>
  );
}
