import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PageLayout, bodyTextStyle, buttonStyle, pathTo } from '@jobmatch/shared';

const stepsStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[8]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};

  & > li {
    ${bodyTextStyle(theme)};
    padding-left: ${theme.space[1]};
  }
  & > li::marker {
    color: ${theme.colors.brand.main};
    font-weight: ${theme.typography.fontWeight.bold};
  }
`;

/**
 * The page after a successful application: what happens next. The heading takes the focus, so
 * a screen reader hears that the form was sent rather than silence where the form was.
 */
export function ApplyDone({ email }: { email: string }) {
  const { t } = useTranslation('company');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <PageLayout
      width="medium"
      heading={t('apply_done_heading')}
      headingRef={headingRef}
      lead={t('apply_done_lead')}
    >
      <ol css={stepsStyle} aria-label={t('apply_done_steps_label')}>
        <li>{t('apply_done_step_mail', { email })}</li>
        <li>{t('apply_done_step_review')}</li>
        <li>{t('apply_done_step_invitation')}</li>
      </ol>
      <Link to={pathTo('top')} css={buttonStyle({ variant: 'secondary', fullWidth: true })}>
        {t('apply_done_home')}
      </Link>
    </PageLayout>
  );
}
