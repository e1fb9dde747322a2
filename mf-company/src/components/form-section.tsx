import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { sectionHeadingStyle } from '@jobmatch/shared';

const fieldsetStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    ${sectionHeadingStyle(theme)};
    padding: 0;
    margin-bottom: ${theme.space[4]};
  }
`;

/** A titled part of a long form (the profile's sections, the images): a fieldset its legend names. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset css={fieldsetStyle}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
