import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { css, type Theme } from '@emotion/react';
import { FieldFrame, fieldControlStyle, useTextControlField } from './field-parts';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Validation message. Its presence marks the textarea invalid and is linked by aria-describedby. */
  error?: ReactNode;
  hint?: ReactNode;
  /**
   * Shows a "current/limit" counter and marks the field invalid above the limit; like TextField,
   * the browser limit is not set, so over-long text stays visible as an error.
   */
  maxLength?: number;
}

const textAreaStyle = (theme: Theme) => css`
  ${fieldControlStyle(theme)};
  min-height: 120px;
  line-height: ${theme.typography.lineHeight.body};
  resize: vertical;
`;

/**
 * Labelled multi-line input, TextField's sibling: the same frame (label, required mark, messages
 * and counter). Works controlled or with react-hook-form's `register` spread into it.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ rows = 5, ...props }, forwardedRef) {
    const { frame, control, rest } = useTextControlField(props, forwardedRef);
    return (
      <FieldFrame {...frame}>
        <textarea {...control} rows={rows} css={textAreaStyle} {...rest} />
      </FieldFrame>
    );
  },
);
