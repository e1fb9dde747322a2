import { useTranslation } from 'react-i18next';
import {
  LinkGroup,
  LinkGroupLink,
  LinkGroupRow,
  PageLayout,
  RouteLoading,
  isJobSeekerType,
  pathTo,
} from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { AccountAddress } from '../../../components/account-address';
import { GoogleAccountSection } from './google-account-section';
import { NotificationSettingsSection } from './notification-settings-section';
import { PendingEmailChange } from './pending-email-change';

/**
 * `settings`: the account's address (and a pending change), then the pages that change it; a job
 * seeker also finds the saved searches and the mail switches (通知設定).
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  if (!user) return <RouteLoading />;

  return (
    <PageLayout width="medium" heading={t('settings_heading')}>
      <LinkGroup title={t('account_section')}>
        <LinkGroupRow>
          <AccountAddress user={user} label={t('current_email_label')} />
          <PendingEmailChange userId={user.id} />
        </LinkGroupRow>
        <LinkGroupLink to={pathTo('settings.change-email')} label={t('link_change_email')} />
      </LinkGroup>
      <LinkGroup title={t('security_section')}>
        <LinkGroupLink to={pathTo('settings.change-password')} label={t('link_change_password')} />
        <LinkGroupLink
          to={pathTo('settings.two-factor')}
          label={t('link_two_factor')}
          hint={t('link_two_factor_hint')}
        />
      </LinkGroup>
      <GoogleAccountSection userId={user.id} />
      {isJobSeekerType(user.typeId) && (
        <>
          <LinkGroup title={t('search_section')}>
            <LinkGroupLink
              to={pathTo('settings.saved-searches')}
              label={t('link_saved_searches')}
              hint={t('link_saved_searches_hint')}
            />
          </LinkGroup>
          <NotificationSettingsSection userId={user.id} />
        </>
      )}
      <LinkGroup title={t('leave_section')}>
        <LinkGroupLink
          to={pathTo('settings.deactivate-account')}
          label={t('link_deactivate')}
          hint={t('link_deactivate_hint')}
          tone="danger"
        />
      </LinkGroup>
    </PageLayout>
  );
}
