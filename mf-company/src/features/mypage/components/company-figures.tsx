import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  DetailsSection,
  LoadError,
  Spinner,
  formatDate,
  pathTo,
  secondaryTextStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import type { CompanyFigures as Figures } from '@jobmatch/shared/contracts';
import { useCompanyFigures } from '../api/get-company-figures';

const tilesStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.mq.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const tileStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.brand.border};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }

  span {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.fontSize.s};
    white-space: nowrap;
  }

  strong {
    font-size: 1.75rem;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }

  &[data-alert='true'] strong {
    color: ${theme.colors.error.text};
  }
`;

const tableWrapStyle = css`
  overflow-x: auto;
`;

const tableStyle = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.typography.fontSize.s};

  caption {
    text-align: left;
    color: ${theme.colors.text.secondary};
    padding-bottom: ${theme.space[2]};
  }

  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border.subtle};
    white-space: nowrap;
  }

  th[scope='col'] {
    text-align: right;
    color: ${theme.colors.text.secondary};
    font-weight: ${theme.typography.fontWeight.regular};
  }

  th[scope='col']:first-of-type,
  th[scope='row'] {
    text-align: left;
  }

  th[scope='row'] {
    max-width: 320px;
    overflow: hidden;
    text-overflow: ellipsis;
    font-weight: ${theme.typography.fontWeight.regular};
  }

  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const rateStyle = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};
`;

/** `part` of `whole` as a whole percentage, or nothing when there is no whole. */
const rateOf = (part: number, whole: number) =>
  whole > 0 ? `（${Math.round((part / whole) * 100)}%）` : null;

/**
 * 採用の状況 (docs/company-desk.md#figures): the backlog to act on, each linking to the list that
 * holds it, and per public posting the funnel of the last 30 days.
 */
export function CompanyFigures({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('company');
  const figures = useCompanyFigures(organizationId);
  return (
    <DetailsSection id="company-figures" title={t('figures_heading')}>
      {figures.isPending ? (
        <Spinner />
      ) : figures.isError ? (
        <LoadError message={t('figures_load_error')} onRetry={() => void figures.refetch()} />
      ) : (
        <FiguresBody figures={figures.data} />
      )}
    </DetailsSection>
  );
}

function FiguresBody({ figures }: { figures: Figures }) {
  const { t } = useTranslation('company');
  const tiles = [
    {
      key: 'new',
      label: t('figures_new_applicants'),
      value: figures.newApplicants,
      to: pathTo('company.applicants', null, { status: 'PENDING' }),
    },
    {
      key: 'overdue',
      label: t('figures_overdue_replies'),
      value: figures.overdueReplies,
      to: pathTo('company.applicants', null, { reply: 'overdue' }),
      alert: figures.overdueReplies > 0,
    },
    {
      key: 'unread',
      label: t('figures_unread_messages'),
      value: figures.unreadMessages,
      to: pathTo('company.messages.list'),
    },
    {
      key: 'ending',
      label: t('figures_ending_soon'),
      value: figures.endingSoon.length,
      to: pathTo('company.jobs'),
    },
  ];
  return (
    <>
      <ul css={tilesStyle}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} css={tileStyle} data-alert={tile.alert ?? false}>
              <span>{tile.label}</span>
              <strong>{t('figures_count', { count: tile.value })}</strong>
            </Link>
          </li>
        ))}
      </ul>
      {figures.endingSoon.length > 0 && (
        <ul css={{ margin: 0, paddingLeft: '1.25em' }}>
          {figures.endingSoon.map((posting) => (
            <li key={posting.productId}>
              <Link
                to={pathTo('company.jobs.show', { productId: posting.productId })}
                css={textLinkStyle}
              >
                {posting.productName}
              </Link>{' '}
              <span css={secondaryTextStyle}>
                {t('figures_ending_until', { date: formatDate(posting.until) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 css={{ margin: 0, fontSize: '1rem' }}>{t('figures_funnel_heading')}</h3>
      {figures.funnel.length === 0 ? (
        <p css={secondaryTextStyle}>{t('figures_funnel_empty')}</p>
      ) : (
        <div
          css={tableWrapStyle}
          tabIndex={0}
          role="group"
          aria-label={t('figures_funnel_heading')}
        >
          <table css={tableStyle}>
            <caption>{t('figures_funnel_caption', { since: formatDate(figures.since) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('figures_funnel_posting')}</th>
                <th scope="col">{t('figures_funnel_views')}</th>
                <th scope="col">{t('figures_funnel_applications')}</th>
                <th scope="col">{t('figures_funnel_processing')}</th>
                <th scope="col">{t('figures_funnel_accepted')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.funnel.map((row) => (
                <tr key={row.productId}>
                  <th scope="row" title={row.productName}>
                    <Link
                      to={pathTo('company.jobs.applicants', { productId: row.productId })}
                      css={textLinkStyle}
                    >
                      {row.productName}
                    </Link>
                  </th>
                  <td>{row.views}</td>
                  <td>
                    {row.applications}
                    <span css={rateStyle}>{rateOf(row.applications, row.views)}</span>
                  </td>
                  <td>
                    {row.processing}
                    <span css={rateStyle}>{rateOf(row.processing, row.applications)}</span>
                  </td>
                  <td>
                    {row.accepted}
                    <span css={rateStyle}>{rateOf(row.accepted, row.processing)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p css={secondaryTextStyle}>{t('figures_views_note')}</p>
    </>
  );
}
