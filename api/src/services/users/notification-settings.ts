import type { NotificationSettings } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import type { UserRecord } from './users-repository';

// A user's mail switches live in `preferences.notifications` (docs/matching.md#notification-settings).

const DEFAULTS: NotificationSettings = { savedSearchAlerts: true, applicationStatus: true };

/** The user's switches; any not stored (or not a boolean) is on. */
export function notificationSettingsOf(
  user: Pick<UserRecord, 'preferences'>,
): NotificationSettings {
  const stored = user.preferences?.notifications;
  const saved = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const flag = (key: keyof NotificationSettings) =>
    typeof saved[key] === 'boolean' ? saved[key] : DEFAULTS[key];
  return {
    savedSearchAlerts: flag('savedSearchAlerts'),
    applicationStatus: flag('applicationStatus'),
  };
}

/** Stores the switches, leaving the rest of the preferences as they are; undefined for no such user. */
export async function saveNotificationSettings(
  db: Queryable,
  userId: string,
  settings: NotificationSettings,
  now: Date,
): Promise<NotificationSettings | undefined> {
  const { rows } = await db.query<Pick<UserRecord, 'preferences'>>(
    `UPDATE users SET preferences = jsonb_set(coalesce(preferences, '{}'::jsonb), '{notifications}', $2::jsonb),
            updated_at = $3
      WHERE id = $1 RETURNING preferences`,
    [userId, JSON.stringify(settings), now],
  );
  return rows[0] && notificationSettingsOf(rows[0]);
}
