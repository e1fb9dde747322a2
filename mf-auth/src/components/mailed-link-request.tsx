import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmailField, Form, PageLayout, buttonStyle, pathTo } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
// an address is all either page asks: the reset request's schema is the one for it
import {
  resetPasswordRequestInputSchema as addressInputSchema,
  type ResetPasswordRequestInput as AddressInput,
} from '@jobmatch/shared/schemas';

export interface MailedLinkRequestProps {
  heading: string;
  lead: string;
  submitLabel: string;
  doneHeading: string;
  /** What the confirmation says, for the address given. */
  done: (email: string) => ReactNode;
  /** Asks the api to mail the link. */
  send: (input: AddressInput) => Promise<unknown>;
}

/**
 * A page that mails a link to an address (a password reset, a one-time login). Whatever the api
 * answers, the same confirmation follows, so the page never tells whether an address is
 * registered.
 */
export function MailedLinkRequest({
  heading,
  lead,
  submitLabel,
  doneHeading,
  done,
  send,
}: MailedLinkRequestProps) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<AddressInput>(addressInputSchema, { defaultValues: { email: '' } });

  const onSubmit = async (values: AddressInput) => {
    try {
      await send(values);
    } catch {
      // Deliberately ignored: an error must look the same as success (no account enumeration).
    }
    setSentTo(values.email);
  };

  if (sentTo !== null) {
    return (
      <PageLayout width="narrow" heading={doneHeading}>
        {done(sentTo)}
        <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.login')}>
          {t('back_to_login')}
        </Link>
      </PageLayout>
    );
  }

  return (
    <PageLayout width="narrow" heading={heading} lead={lead}>
      <Form onSubmit={handleSubmit(onSubmit)}>
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Form>
      <Link css={buttonStyle({ variant: 'ghost', fullWidth: true })} to={pathTo('auth.login')}>
        {t('back_to_login')}
      </Link>
    </PageLayout>
  );
}
