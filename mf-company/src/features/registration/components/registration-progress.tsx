import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { secondaryTextStyle } from '@jobmatch/shared';

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

/** 「ステップ 1 / 3」 above a bar that fills step by step. */
export function RegistrationProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('company');
  const text = t('registration_progress', { current, total });
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] })}>
      <p css={secondaryTextStyle} aria-hidden="true">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('registration_progress_label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={text}
        css={trackStyle}
      >
        <div css={barStyle} style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
