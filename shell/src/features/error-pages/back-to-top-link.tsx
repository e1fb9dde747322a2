import { Link } from 'react-router';
import { buttonStyle } from '@jobmatch/shared';
import { useShellTranslation } from '../../lib/use-shell-translation';

/** The back-to-top button of the 404 and 500 pages (to "/", docs/shell.md#error-pages). */
export function BackToTopLink() {
  const { t } = useShellTranslation();
  return (
    <Link to="/" css={buttonStyle({ variant: 'primary' })}>
      {t('back_to_top')}
    </Link>
  );
}
