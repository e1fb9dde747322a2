import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  EmailField,
  Form,
  FormServerError,
  PasswordField,
  centeredTextStyle,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { ExternalLink } from '../../../components/external-link';
import {
  signupSchemaFor,
  type AgreementLinks,
  type SignupFormValues,
} from '../utils/signup-schema';

export interface SignupFormProps extends AgreementLinks {
  onSubmit: (values: SignupFormValues) => Promise<void>;
  /** The last attempt's error; null when there is none. */
  serverError: unknown;
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
  const schema = useMemo(
    () => signupSchemaFor({ privacyPolicyUrl, userAgreementUrl }),
    [privacyPolicyUrl, userAgreementUrl],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<SignupFormValues>(schema, {
    defaultValues: {
      email: '',
      password: '',
      agreedToPrivacyPolicy: false,
      agreedToUserAgreement: false,
    },
  });

  return (
    <Form onSubmit={handleSubmit(onSubmit)}>
      <FormServerError
        error={serverError}
        // The catalogue's text for `already_exists` is about organisations; here it is the address.
        messages={{ already_exists: t('signup_already_exists') }}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('password_label')}
        autoComplete="new-password"
        hint={t('shared:password_hint')}
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
    </Form>
  );
}
