import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button } from '../ui/button';

const actionsStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};

  & > * {
    flex: 1;
  }
`;

export interface StepActionsProps {
  /** Goes back a step; without it there is no back button (the first step). */
  onBack?: () => void;
  /** The main button's text. Default: 「次へ」. */
  primaryLabel?: string;
  /**
   * Without it the main button submits the form it stands in; with it the button only calls it
   * (skipping a step, or a last step that is a summary rather than a form).
   */
  onPrimary?: () => void;
  /** While the step is saved: the main button shows it is busy and back waits. */
  busy?: boolean;
  /** Keeps the main button disabled (a step whose fields are not valid yet). */
  primaryDisabled?: boolean;
}

/** A multi-step form's buttons, side by side: back (when there is somewhere to go) and next. */
export function StepActions({
  onBack,
  primaryLabel,
  onPrimary,
  busy = false,
  primaryDisabled = false,
}: StepActionsProps) {
  const { t } = useTranslation('shared');
  return (
    <div css={actionsStyle}>
      {onBack && (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('step_back')}
        </Button>
      )}
      <Button
        type={onPrimary ? 'button' : 'submit'}
        onClick={onPrimary}
        disabled={primaryDisabled}
        loading={busy}
      >
        {primaryLabel ?? t('step_next')}
      </Button>
    </div>
  );
}
