import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';

const trackStyle = (theme: Theme) => css`
  height: 8px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface.sunken};
  overflow: hidden;
`;

const barStyle = (theme: Theme) => css`
  height: 100%;
  border-radius: inherit;
  background: ${theme.colors.brand.main};
  transition: width ${theme.motion.normal} ${theme.motion.easing};
`;

/** Steps done so far (pages, with their sub-pages counted), as a progress bar with its own text. */
export function WizardProgress({
  current,
  total,
  percent,
}: {
  current: number;
  total: number;
  percent: number;
}) {
  const { t } = useTranslation('wizard');
  const text = t('wizard_progress_text', { current, total });
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] })}>
      <p
        aria-hidden="true"
        css={(theme) => ({
          margin: 0,
          fontSize: theme.typography.fontSize.s,
          color: theme.colors.text.secondary,
        })}
      >
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('wizard_progress_label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={text}
        css={trackStyle}
      >
        <div css={barStyle} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
