import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormError,
  LinkGroup,
  LinkGroupRow,
  LoadError,
  Modal,
  Spinner,
  secondaryTextStyle,
} from '@jobmatch/shared';
import { errorTextOf } from '@jobmatch/shared/errors';
import { useAppConfig } from 'shell/session';
import { toast } from 'shell/toast';
import { useSignInMethods, useStartGoogleLink, useUnlinkGoogle } from '../api/sign-in-methods';

const rowStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
`;
const hintStyle = (theme: Theme) => css`
  ${secondaryTextStyle(theme)};
  margin: 0;
`;
const addressStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  overflow-wrap: anywhere;
`;

/** What the api's callback says when linking came back (docs/accounts.md#google-sign-in). */
function useLinkOutcome(): 'linked' | 'already_exists' | 'failed' | null {
  const [searchParams] = useSearchParams();
  if (searchParams.get('googleLink') === 'linked') return 'linked';
  const error = searchParams.get('googleLinkError');
  if (error === 'already_exists') return 'already_exists';
  return error ? 'failed' : null;
}

/**
 * Googleアカウント連携 on /settings: the linked Google address with 連携を解除 (confirmed first;
 * off for an account without a password, for which Google is the only way in), or 連携する.
 * Shown only where Google sign-in is enabled.
 */
export function GoogleAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const { googleSignInEnabled } = useAppConfig();
  const methods = useSignInMethods(userId);
  const startLink = useStartGoogleLink();
  const unlink = useUnlinkGoogle(userId);
  const [confirming, setConfirming] = useState(false);
  const outcome = useLinkOutcome();
  if (!googleSignInEnabled) return null;

  const confirmUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.show(t('google_unlinked'), { variant: 'success' });
      },
    });

  const content = () => {
    if (methods.isPending) return <Spinner label={t('shared:loading')} />;
    if (methods.isError) return <LoadError onRetry={() => void methods.refetch()} />;
    const { google, hasPassword } = methods.data;
    if (!google)
      return (
        <>
          <p css={hintStyle}>{t('google_not_linked')}</p>
          {startLink.isError && (
            <FormError>{errorTextOf(startLink.error, t('google_link_failed'))}</FormError>
          )}
          <Button
            variant="secondary"
            loading={startLink.isPending}
            onClick={() => startLink.mutate()}
          >
            {t('google_link')}
          </Button>
        </>
      );
    return (
      <>
        <div>
          <p css={hintStyle}>{t('google_linked_label')}</p>
          <p css={addressStyle}>{google.email}</p>
        </div>
        {!hasPassword && <p css={hintStyle}>{t('google_unlink_needs_password')}</p>}
        <Button variant="secondary" disabled={!hasPassword} onClick={() => setConfirming(true)}>
          {t('google_unlink')}
        </Button>
      </>
    );
  };

  return (
    <LinkGroup title={t('google_section')}>
      <LinkGroupRow>
        <div css={rowStyle}>
          {outcome === 'linked' && <p css={hintStyle}>{t('google_linked_now')}</p>}
          {outcome === 'already_exists' && <FormError>{t('google_link_taken')}</FormError>}
          {outcome === 'failed' && <FormError>{t('google_link_failed')}</FormError>}
          {content()}
        </div>
      </LinkGroupRow>
      {confirming && (
        <Modal
          open
          size="S"
          title={t('google_unlink_title')}
          onClose={unlink.isPending ? undefined : () => setConfirming(false)}
          closeLabel={t('shared:close')}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirming(false)}
                disabled={unlink.isPending}
              >
                {t('google_unlink_cancel')}
              </Button>
              <Button variant="danger" onClick={confirmUnlink} loading={unlink.isPending}>
                {t('google_unlink_confirm')}
              </Button>
            </>
          }
        >
          {unlink.isError && (
            <FormError>{errorTextOf(unlink.error, t('google_unlink_failed'))}</FormError>
          )}
          <p>{t('google_unlink_body', { email: methods.data?.google?.email ?? '' })}</p>
        </Modal>
      )}
    </LinkGroup>
  );
}
