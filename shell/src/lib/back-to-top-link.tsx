import { Link } from 'react-router';
import { buttonStyle, type ButtonVariant } from '@jobmatch/shared';
import { useShellTranslation } from './use-shell-translation';

/**
 * The back-to-top button of the error screens (to "/", docs/shell.md#error-pages): primary on
 * the 404 and 500 pages, secondary beside the remote fallback's retry.
 */
export function BackToTopLink({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useShellTranslation();
  return (
    <Link to="/" css={buttonStyle({ variant })}>
      {t('back_to_top')}
    </Link>
  );
}
