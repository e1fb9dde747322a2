import { forwardRef, type FormHTMLAttributes } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorTextOf, retryAfterSecondsOf } from '../errors';
import { FormError } from '../ui/form-error';
import { secondaryTextStyle } from './text-styles';

const formStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Opens the form with the "* marks a required field" hint. */
  requiredHint?: boolean;
}

/**
 * The `<form>` of every form: a column of fields, no browser validation bubbles (the schema
 * validates, see useAppForm). Pass `onSubmit={form.handleSubmit(...)}`.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { requiredHint = false, children, ...rest },
  ref,
) {
  const { t } = useTranslation('shared');
  return (
    <form ref={ref} css={formStyle} noValidate {...rest}>
      {requiredHint && <p css={secondaryTextStyle}>{t('required_hint')}</p>}
      {children}
    </form>
  );
});

export interface FormServerErrorProps {
  /** The failed submit's error; nothing renders while it is null or undefined. */
  error: unknown;
  /** Texts of this form for error codes whose catalogue text does not fit it. */
  messages?: Partial<Record<string, string>>;
}

/**
 * The server's answer to a form's last submit, the one way: the catalogue's Japanese text for
 * its code (or the form's own text for that code), else a generic one, announced as it appears.
 * A rate-limit refusal (a throttled login, too many reset mails) names how long to wait, since
 * "try again later" leaves the user guessing (docs/errors.md#rate-limits).
 */
export function FormServerError({ error, messages }: FormServerErrorProps) {
  const { t } = useTranslation('shared');
  if (error === null || error === undefined) return null;
  const wait = retryAfterSecondsOf(error);
  if (wait !== null) return <FormError>{rateLimitedText(t, wait)}</FormError>;
  const code = errorCodeOf(error);
  const text =
    (code !== null ? messages?.[code] : undefined) ?? errorTextOf(error, t('generic_error'));
  return <FormError>{text}</FormError>;
}

function rateLimitedText(
  t: (key: string, options: Record<string, number>) => string,
  seconds: number,
) {
  return seconds < 60
    ? t('rate_limited_seconds', { seconds })
    : t('rate_limited_minutes', { minutes: Math.ceil(seconds / 60) });
}
