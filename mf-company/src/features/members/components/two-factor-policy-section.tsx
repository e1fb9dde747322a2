import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormServerError,
  LoadError,
  pathTo,
  secondaryTextStyle,
  sectionHeadingStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor-policy';

/**
 * Owners and admins require two-step verification of every member (docs/accounts.md#required-enrolment):
 * whoever has not enrolled can do nothing else at their next request. Turning it on is
 * confirmed first; the caller must have enrolled themself.
 */
export function TwoFactorPolicySection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('company');
  const headingId = useId();
  const policy = useTwoFactorPolicy(organizationId);
  const setPolicy = useSetTwoFactorPolicy(organizationId);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [error, setError] = useState<unknown>(null);

  const apply = (required: boolean) => {
    setError(null);
    setPolicy.mutate(required, {
      onSuccess: () => {
        setConfirming(null);
        toast.show(t(required ? 'two_factor_policy_on_done' : 'two_factor_policy_off_done'), {
          variant: 'success',
        });
      },
      onError: setError,
    });
  };

  let body;
  if (policy.isPending) body = <p css={secondaryTextStyle}>{t('loading', { ns: 'shared' })}</p>;
  else if (policy.isError) body = <LoadError onRetry={() => void policy.refetch()} />;
  else {
    const { required, membersWithoutTwoFactor } = policy.data;
    body = (
      <>
        <p css={secondaryTextStyle} role="status">
          {required ? t('two_factor_policy_on') : t('two_factor_policy_off')}{' '}
          {t('two_factor_policy_without', { count: membersWithoutTwoFactor })}
        </p>
        <div>
          <Button
            variant="secondary"
            size="S"
            onClick={() => (required ? apply(false) : setConfirming(true))}
            loading={setPolicy.isPending && confirming === null}
          >
            {required ? t('two_factor_policy_turn_off') : t('two_factor_policy_turn_on')}
          </Button>
        </div>
        {confirming === null && <FormServerError error={error} messages={errorTexts(t)} />}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[2] })}
    >
      <h2 id={headingId} css={sectionHeadingStyle}>
        {t('two_factor_policy_heading')}
      </h2>
      {body}
      {confirming && (
        <ConfirmDialog
          title={t('two_factor_policy_confirm_title')}
          confirmLabel={t('two_factor_policy_turn_on')}
          busy={setPolicy.isPending}
          onConfirm={() => apply(true)}
          onClose={() => {
            setConfirming(null);
            setError(null);
          }}
        >
          <FormServerError error={error} messages={errorTexts(t)} />
          <p>{t('two_factor_policy_confirm_body')}</p>
          <p>
            <Link css={textLinkStyle} to={pathTo('settings.two-factor')}>
              {t('two_factor_policy_own_settings')}
            </Link>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The caller's own enrolment comes first: the catalogue's text speaks of a held login. */
const errorTexts = (t: (key: string) => string) => ({
  two_factor_enrollment_required: t('two_factor_policy_enrol_first'),
});
