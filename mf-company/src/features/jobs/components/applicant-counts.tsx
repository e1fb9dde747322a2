import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ORDER_STATUSES, LoadError, RouteLoading, pathTo } from '@jobmatch/shared';
import { statusLabelKey } from '../../../lib/labels';
import { useProductOrderStats } from '../api/get-product-order-stats';

const listStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7em, 1fr));
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const countLinkStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.fontSize.s};
  text-decoration: none;

  & > strong {
    font-size: ${theme.typography.fontSize.l};
  }
  &:hover {
    background: ${theme.colors.surface.sunken};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * The posting's applicants by status, each leading to its applicants filtered by that status
 * (`/company/jobs/{productId}/applicants?status=…`).
 */
export function ApplicantCounts({
  organizationId,
  productId,
}: {
  organizationId: string;
  productId: string;
}) {
  const { t } = useTranslation('company');
  const stats = useProductOrderStats(organizationId, productId);
  if (stats.isPending) return <RouteLoading />;
  if (stats.isError) return <LoadError onRetry={() => void stats.refetch()} />;
  const counts = stats.data;

  return (
    <ul css={listStyle}>
      <li>
        <Link to={pathTo('company.jobs.applicants', { productId })} css={countLinkStyle}>
          {t('applicants_filter_all')}
          <strong>{t('applicants_total', { count: counts?.total ?? 0 })}</strong>
        </Link>
      </li>
      {COMPANY_ORDER_STATUSES.map((status) => (
        <li key={status}>
          <Link
            to={pathTo('company.jobs.applicants', { productId }, { status })}
            css={countLinkStyle}
          >
            {t(statusLabelKey(status))}
            <strong>{t('applicants_total', { count: counts?.byStatus[status] ?? 0 })}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
