import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Checkbox, LinkGroup, LinkGroupRow, LoadError, Spinner } from '@jobmatch/shared';
import type { NotificationSettings } from '@jobmatch/shared/contracts';
import { errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

const SWITCHES = [
  {
    key: 'savedSearchAlerts',
    label: 'notify_saved_search_alerts',
    hint: 'notify_saved_search_alerts_hint',
  },
  {
    key: 'applicationStatus',
    label: 'notify_application_status',
    hint: 'notify_application_status_hint',
  },
] as const satisfies readonly { key: keyof NotificationSettings; label: string; hint: string }[];

const rowsStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/**
 * 通知設定 on /settings (docs/settings.md#notification-settings): the seeker's mail switches,
 * each saved as it changes with a toast; a refusal puts it back and says so.
 */
export function NotificationSettingsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const settings = useNotificationSettings(userId);
  const update = useUpdateNotificationSettings(userId);

  const change = (key: keyof NotificationSettings, value: boolean) => {
    if (!settings.data) return;
    update.mutate(
      { ...settings.data, [key]: value },
      {
        onSuccess: () => toast.show(t('notifications_saved'), { variant: 'success' }),
        onError: (error) =>
          toast.show(errorTextOf(error, t('notifications_save_failed')), { variant: 'error' }),
      },
    );
  };

  return (
    <LinkGroup title={t('notifications_section')}>
      <LinkGroupRow>
        {settings.isPending ? (
          <Spinner label={t('shared:loading')} />
        ) : settings.isError ? (
          <LoadError onRetry={() => void settings.refetch()} />
        ) : (
          <div css={rowsStyle}>
            {SWITCHES.map(({ key, label, hint }) => (
              <Checkbox
                key={key}
                label={t(label)}
                hint={t(hint)}
                checked={settings.data[key]}
                onChange={(event) => change(key, event.target.checked)}
              />
            ))}
          </div>
        )}
      </LinkGroupRow>
    </LinkGroup>
  );
}
