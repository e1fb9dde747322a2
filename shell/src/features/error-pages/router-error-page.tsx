import { css, type Theme } from '@emotion/react';
import { useRouteError } from 'react-router';
import { errorCodeOf } from '@jobmatch/shared/errors';
import { logger } from '@jobmatch/shared/logging';
import { useShellTranslation } from '../../lib/use-shell-translation';
import { ErrorPage } from '../../lib/error-page';

const codeStyle = (theme: Theme) => css`
  font-size: 0.75rem;
  color: ${theme.colors.text.secondary};
`;

/**
 * The router's last-resort errorElement (the layout itself failed): the
 * 'Unexpected Application Error!' with a Japanese explanation. A plain link, not the router,
 * because the router is what failed.
 */
export function RouterErrorPage() {
  const { t } = useShellTranslation();
  const error = useRouteError();
  const code = errorCodeOf(error);
  logger.error('[shell] unexpected application error', error);
  return (
    <main css={{ display: 'flex', minHeight: '100vh' }}>
      <ErrorPage title={t('unexpected_error_heading')} actions={<a href="/">{t('back_to_top')}</a>}>
        <p>
          {code === 'screen_mode_disabled'
            ? t('screen_mode_disabled')
            : t('unexpected_error_message')}
        </p>
        {code && <p css={codeStyle}>{t('error_code', { code })}</p>}
      </ErrorPage>
    </main>
  );
}
