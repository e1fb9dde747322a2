import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, PasswordField, TextField } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { acceptInvitationInputSchema, maxLengthsOf } from '@jobmatch/shared/schemas';
import {
  existingAccountFormSchema,
  newAccountFormSchema,
  type ExistingAccountFormValues,
  type NewAccountFormValues,
} from '../utils/accept-invitation-schemas';

const MAX_LENGTHS = maxLengthsOf(acceptInvitationInputSchema);

export interface AcceptInvitationFormProps {
  /** The invited address: shown, and the user name password managers store the password under. */
  email: string;
  /** The password, and the name for a new account. */
  onSubmit: (input: { name?: string; password: string }) => Promise<void>;
  /** The failed submit's message (FormServerError), above the fields. */
  serverError: ReactNode;
}

function InvitedEmailField({ email }: { email: string }) {
  const { t } = useTranslation('company');
  return (
    <TextField
      label={t('accept_invitation_email_label')}
      type="email"
      autoComplete="username"
      value={email}
      readOnly
    />
  );
}

/**
 * A new company account: name, a password under the company rule (the field's message names
 * every rule it still breaks, as the user types) and its confirmation.
 */
export function NewAccountForm({ email, onSubmit, serverError }: AcceptInvitationFormProps) {
  const { t } = useTranslation('company');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<NewAccountFormValues, { name: string; password: string }>(newAccountFormSchema, {
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  return (
    <Form
      onSubmit={handleSubmit(({ name, password }) => onSubmit({ name, password }))}
      requiredHint
    >
      {serverError}
      <InvitedEmailField email={email} />
      <TextField
        label={t('accept_invitation_name_label')}
        autoComplete="name"
        placeholder={t('accept_invitation_name_placeholder')}
        required
        maxLength={MAX_LENGTHS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <PasswordField
        label={t('accept_invitation_password_label')}
        autoComplete="new-password"
        hint={t('accept_invitation_password_hint')}
        error={errors.password?.message}
        // The match rule lives on the confirmation: check it again when the password changes.
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <PasswordField
        label={t('accept_invitation_confirm_password_label')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('accept_invitation_submit')}
      </Button>
    </Form>
  );
}

/** An address that already has a company account joins with that account's own password. */
export function ExistingAccountForm({ email, onSubmit, serverError }: AcceptInvitationFormProps) {
  const { t } = useTranslation('company');
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<ExistingAccountFormValues>(existingAccountFormSchema, {
    defaultValues: { password: '' },
  });

  return (
    <Form onSubmit={handleSubmit(({ password }) => onSubmit({ password }))}>
      {serverError}
      <InvitedEmailField email={email} />
      <PasswordField
        label={t('accept_invitation_existing_password_label')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('accept_invitation_existing_submit')}
      </Button>
    </Form>
  );
}
