import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button } from '@jobmatch/shared';

const actionsStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};

  & > * {
    flex: 1;
  }
`;

export interface WizardActionsProps {
  onBack?: () => void;
  /** The main button: submits the form, or runs `onPrimary` when there is no form (skip). */
  primaryLabel?: string;
  onPrimary?: () => void;
  busy?: boolean;
}

/** Back (when there is somewhere to go) and the main action, side by side. */
export function WizardActions({
  onBack,
  primaryLabel,
  onPrimary,
  busy = false,
}: WizardActionsProps) {
  const { t } = useTranslation('wizard');
  return (
    <div css={actionsStyle}>
      {onBack && (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('wizard_back')}
        </Button>
      )}
      <Button type={onPrimary ? 'button' : 'submit'} onClick={onPrimary} loading={busy}>
        {primaryLabel ?? t('wizard_next')}
      </Button>
    </div>
  );
}
