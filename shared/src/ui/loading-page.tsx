import { css, type Theme } from '@emotion/react';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export interface LoadingPageProps {
  /** Announced to screen readers, e.g. t('loading'); no default so the text stays in i18n. */
  label: string;
  className?: string;
}

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: calc(100vh - ${theme.layout.topBarHeight} - ${theme.layout.footerHeight});
  min-height: calc(100dvh - ${theme.layout.topBarHeight} - ${theme.layout.footerHeight});
  color: ${theme.colors.brand.main};
`;

/** Fills the content area while a page or remote loads. */
export function LoadingPage({ label, className }: LoadingPageProps) {
  return (
    <div role="status" className={className} css={pageStyle}>
      <Spinner size="L" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
