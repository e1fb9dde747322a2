import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ApplicantsView } from '../utils/applicant-search';

const switchStyle = (theme: Theme) => css`
  display: inline-flex;
  justify-self: start;
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.m};
  overflow: hidden;

  a {
    padding: ${theme.space[2]} ${theme.space[4]};
    color: ${theme.colors.text.primary};
    text-decoration: none;
    white-space: nowrap;
  }

  a[aria-current='page'] {
    background: ${theme.colors.brand.main};
    color: ${theme.colors.brand.onMain};
    font-weight: ${theme.typography.fontWeight.bold};
  }

  a:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

const VIEWS: readonly ApplicantsView[] = ['list', 'board'];

/** リスト | ボード: the same applicants as rows or as the pipeline board (`?view=board`). */
export function ViewSwitch({
  view,
  hrefOf,
}: {
  view: ApplicantsView;
  hrefOf: (view: ApplicantsView) => string;
}) {
  const { t } = useTranslation('company');
  return (
    <nav aria-label={t('applicants_view_label')} css={switchStyle}>
      {VIEWS.map((option) => (
        <Link key={option} to={hrefOf(option)} aria-current={option === view ? 'page' : undefined}>
          {t(`applicants_view_${option}`)}
        </Link>
      ))}
    </nav>
  );
}
