import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { secondaryTextStyle } from './text-styles';

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

export interface StepProgressProps {
  /** The step shown, from 1. */
  current: number;
  total: number;
  /** The progress bar's accessible name: what is being gone through ("登録の進み具合"). */
  label: string;
  /** How full the bar is, 0–100. Default: `current / total`; a wizard with sub-steps knows better. */
  percent?: number;
}

/**
 * A multi-step form's 「ステップ 1 / 3」 above a bar that fills step by step. The text is for the
 * eye; the progressbar says the same to screen readers (`aria-valuetext`).
 */
export function StepProgress({
  current,
  total,
  label,
  percent = (current / total) * 100,
}: StepProgressProps) {
  const { t } = useTranslation('shared');
  const text = t('step_progress', { current, total });
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] })}>
      <p css={secondaryTextStyle} aria-hidden="true">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={label}
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
