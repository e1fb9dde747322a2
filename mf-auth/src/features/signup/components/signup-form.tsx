import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Checkbox } from '@jobmatch/shared';
import { FormAlert, centeredTextStyle, formStyle } from '../../../components/auth-layout';
import { EmailField } from '../../../components/email-field';
import { ExternalLink } from '../../../components/external-link';
import { PasswordField } from '../../../components/password-field';
import {
  signupSchemaFor,
  type AgreementLinks,
  type SignupFormValues,
} from '../utils/signup-schema';

export interface SignupFormProps extends AgreementLinks {
  onSubmit: (values: SignupFormValues) => Promise<void>;
  serverError: string | null;
}

/**
 * Email, password and, when their links are configured, the two agreements. Checked on every
 * change; submit stays disabled until everything is valid.
 */
export function SignupForm({
  onSubmit,
  serverError,
  privacyPolicyUrl,
  userAgreementUrl,
}: SignupFormProps) {
  const { t } = useTranslation('auth');
  const newTabHintId = useId();
  const resolver = useMemo(
    () =>
      valibotResolver(
        signupSchemaFor({ privacyPolicyUrl, userAgreementUrl }),
      ) as unknown as Resolver<SignupFormValues>,
    [privacyPolicyUrl, userAgreementUrl],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignupFormValues>({
    resolver,
    mode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      email: '',
      password: '',
      agreedToPrivacyPolicy: false,
      agreedToUserAgreement: false,
    },
  });

  return (
    <form css={formStyle} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormAlert message={serverError} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('password_label')}
        autoComplete="new-password"
        hint={t('password_hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      {privacyPolicyUrl && (
        <Checkbox
          label={
            <>
              <ExternalLink href={privacyPolicyUrl} describedBy={newTabHintId}>
                {t('privacy_policy')}
              </ExternalLink>
              {t('agree_suffix')}
            </>
          }
          error={errors.agreedToPrivacyPolicy?.message}
          {...register('agreedToPrivacyPolicy')}
        />
      )}
      {userAgreementUrl && (
        <Checkbox
          label={
            <>
              <ExternalLink href={userAgreementUrl} describedBy={newTabHintId}>
                {t('user_agreement')}
              </ExternalLink>
              {t('agree_suffix')}
            </>
          }
          error={errors.agreedToUserAgreement?.message}
          {...register('agreedToUserAgreement')}
        />
      )}
      {(privacyPolicyUrl || userAgreementUrl) && (
        <p id={newTabHintId} css={centeredTextStyle}>
          {t('agreement_links_hint')}
        </p>
      )}
      <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('signup_submit')}
      </Button>
    </form>
  );
}
