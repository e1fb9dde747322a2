import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@jobmatch/shared';
import { linkStyle } from './auth-layout';

/** A link to the public site, opened in a new tab; screen readers hear that it does. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <a css={linkStyle} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{t('opens_in_new_tab')}</VisuallyHidden>
    </a>
  );
}
