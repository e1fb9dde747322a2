import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useShellTranslation } from '../../lib/use-shell-translation';
import type { Crumb } from './breadcrumb-trail';

const footerStyle = (theme: Theme) => css`
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.surface.raised};
  padding: ${theme.space[3]} ${theme.space[4]};
  font-size: 0.8125rem;
  color: ${theme.colors.text.secondary};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space[1]};
    color: ${theme.colors.neutral[400]};
  }
  a {
    color: ${theme.colors.text.link};
  }
`;

export interface FooterProps {
  trail: readonly Crumb[];
  titleOf: (crumb: Crumb) => string;
}

/** The mobile footer: a breadcrumb from the home page through the parents to the current page. */
export function Footer({ trail, titleOf }: FooterProps) {
  const { t } = useShellTranslation();
  const last = trail.length - 1;
  return (
    <footer css={footerStyle}>
      <nav aria-label={t('breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('home')}</Link>
          </li>
          {trail.map((crumb, index) => {
            const title = titleOf(crumb);
            if (!title) return null;
            return (
              <li key={crumb.name}>
                {index === last || !crumb.to ? (
                  <span aria-current={index === last ? 'page' : undefined}>{title}</span>
                ) : (
                  <Link to={crumb.to}>{title}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </footer>
  );
}
