import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button, Form, PageLayout, buttonStyle, pathTo } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  deactivateAccountInputSchema,
  type DeactivateAccountInput,
} from '@jobmatch/shared/schemas';
import type { User } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { useDeactivateAccount } from '../../../api/account-settings';
import { CurrentPasswordField } from '../../../components/current-password-field';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { withSignedInUser } from '../../../lib/with-signed-in-user';

const warningStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.error.main};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.error.subtle};
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};

  & h2 {
    margin: 0;
    color: ${theme.colors.error.text};
    font-size: ${theme.typography.fontSize.m};
  }
  & ul {
    margin: 0;
    padding-left: 1.25em;
  }
`;

const EFFECTS = [
  'deactivate_effect_login',
  'deactivate_effect_applications',
  'deactivate_effect_messages',
  'deactivate_effect_email',
] as const;

/**
 * settings.deactivate-account: what deactivation does (it cannot be undone), then the current
 * password and the button; a failure is a toast and the user stays (docs/settings.md#deactivate-account).
 */
function DeactivateAccountForm({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const warningId = useId();
  const deactivate = useDeactivateAccount(user.id);
  const { submit, serverError } = useFormSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<DeactivateAccountInput>(deactivateAccountInputSchema, {
    defaultValues: { password: '' },
  });

  const onSubmit = async (input: DeactivateAccountInput) => {
    if (await submit(() => deactivate.mutateAsync(input)))
      navigate(pathTo('settings.deactivate-account-success'), { replace: true });
    else toast.show(t('deactivate_error'), { variant: 'error' });
  };

  return (
    <PageLayout width="narrow" heading={t('deactivate_heading')}>
      <section css={warningStyle} aria-labelledby={warningId}>
        <h2 id={warningId}>{t('deactivate_warning_title')}</h2>
        <ul>
          {EFFECTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <Form onSubmit={handleSubmit(onSubmit)} aria-describedby={warningId}>
        {serverError}
        <CurrentPasswordField
          hint={t('deactivate_password_hint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="danger" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('deactivate_submit')}
        </Button>
        <Link css={buttonStyle({ variant: 'secondary', fullWidth: true })} to={pathTo('settings')}>
          {t('deactivate_cancel')}
        </Link>
      </Form>
    </PageLayout>
  );
}

export const DeactivateAccountPage = withSignedInUser(DeactivateAccountForm);
