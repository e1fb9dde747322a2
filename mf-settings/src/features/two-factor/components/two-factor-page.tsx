import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import {
  LoadError,
  PageLayout,
  RouteLoading,
  leadStyle,
  pathTo,
  textLinkStyle,
} from '@jobmatch/shared';
import type { TwoFactorEnrolmentResponse, TwoFactorStatus, User } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { withSignedInUser } from '../../../lib/with-signed-in-user';
import { useDisableTwoFactor, useRenewRecoveryCodes, useTwoFactorStatus } from '../api/two-factor';
import { ConfirmEnrolment } from './confirm-enrolment';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';
import { StartEnrolmentForm } from './start-enrolment-form';

const noticeStyle = (theme: Theme, tone: 'warning' | 'success' | 'info') => css`
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors[tone].subtle};
  color: ${theme.colors[tone].text};
  line-height: ${theme.typography.lineHeight.body};
`;

const sectionStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  & h2 {
    margin: 0;
    font-size: ${theme.typography.fontSize.l};
  }
`;

function EnabledState({ user, status }: { user: User; status: TwoFactorStatus }) {
  const { t } = useTranslation('settings');
  const disable = useDisableTwoFactor(user.id);
  const renew = useRenewRecoveryCodes(user.id);
  const [renewedCodes, setRenewedCodes] = useState<string[] | null>(null);
  const fewLeft = status.recoveryCodesLeft <= 2;
  const method = status.method ?? 'totp';
  return (
    <>
      <p css={(theme) => noticeStyle(theme, 'success')} role="status">
        {t(status.method === 'email' ? 'two_factor_on_email' : 'two_factor_on_app')}
      </p>
      <p css={(theme) => noticeStyle(theme, fewLeft ? 'warning' : 'info')}>
        {t('two_factor_codes_left', { count: status.recoveryCodesLeft })}
        {fewLeft && ` ${t('two_factor_codes_left_few')}`}
      </p>
      <section css={sectionStyle} aria-labelledby="two-factor-renew">
        <h2 id="two-factor-renew">{t('two_factor_renew_heading')}</h2>
        {renewedCodes ? (
          <>
            <p css={leadStyle} role="status">
              {t('two_factor_renew_done')}
            </p>
            <RecoveryCodes codes={renewedCodes} />
          </>
        ) : (
          <>
            <p css={leadStyle}>{t('two_factor_renew_lead')}</p>
            <ProofForm
              userId={user.id}
              method={method}
              submitLabel={t('two_factor_renew')}
              submitVariant="secondary"
              onProof={async (input) =>
                setRenewedCodes((await renew.mutateAsync(input)).recoveryCodes)
              }
            />
          </>
        )}
      </section>
      <section css={sectionStyle} aria-labelledby="two-factor-disable">
        <h2 id="two-factor-disable">{t('two_factor_disable_heading')}</h2>
        {status.required ? (
          <p css={leadStyle}>{t('two_factor_required_note')}</p>
        ) : (
          <>
            <p css={leadStyle}>{t('two_factor_disable_lead')}</p>
            <ProofForm
              userId={user.id}
              method={method}
              submitLabel={t('two_factor_disable')}
              submitVariant="danger"
              onProof={async (input) => {
                await disable.mutateAsync(input);
                toast.show(t('two_factor_disabled_toast'), { variant: 'success' });
              }}
            />
          </>
        )}
      </section>
    </>
  );
}

function OffState({ user, status }: { user: User; status: TwoFactorStatus }) {
  const { t } = useTranslation('settings');
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolmentResponse | null>(null);
  if (!status.hasPassword) {
    return (
      <p css={leadStyle}>
        {t('two_factor_needs_password')}{' '}
        <Link css={textLinkStyle} to={pathTo('auth.reset-password-request')}>
          {t('two_factor_set_password')}
        </Link>
      </p>
    );
  }
  if (enrolment)
    return (
      <ConfirmEnrolment
        userId={user.id}
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
      />
    );
  return <StartEnrolmentForm userId={user.id} onStarted={setEnrolment} />;
}

/**
 * settings.two-factor (docs/accounts.md#two-step-verification): turn two-step verification on
 * with an authenticator app or mailed codes, see how many recovery codes are left, turn it off.
 * A login held to the enrolment lands here and can do nothing else until it is done.
 */
function TwoFactorForm({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const status = useTwoFactorStatus(user.id);

  let body;
  if (status.isPending) body = <RouteLoading />;
  else if (status.isError) body = <LoadError onRetry={() => void status.refetch()} />;
  else if (status.data.enabled) body = <EnabledState user={user} status={status.data} />;
  else body = <OffState user={user} status={status.data} />;

  return (
    <PageLayout width="narrow" heading={t('two_factor_heading')} lead={t('two_factor_lead')}>
      {(user.twoFactorEnrolmentRequired || status.data?.enrolmentRequired) &&
        !status.data?.enabled && (
          <div css={(theme) => noticeStyle(theme, 'warning')} role="alert">
            <p css={{ margin: 0 }}>{t('two_factor_enrolment_required')}</p>
            <Link css={textLinkStyle} to={pathTo('auth.logout')}>
              {t('two_factor_logout')}
            </Link>
          </div>
        )}
      {body}
    </PageLayout>
  );
}

export const TwoFactorPage = withSignedInUser(TwoFactorForm);
