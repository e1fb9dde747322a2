import type { ReactNode } from 'react';
import { textLinkStyle } from '@jobmatch/shared';

/**
 * A link to the public site, opened in a new tab. `describedBy` points at the visible text that
 * says so; it is kept out of the link's name so a checkbox label reads "利用規約に同意する".
 */
export function ExternalLink({
  href,
  describedBy,
  children,
}: {
  href: string;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <a
      css={textLinkStyle}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
    >
      {children}
    </a>
  );
}
