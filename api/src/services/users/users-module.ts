// What other services, the auth plugin, the seeders and the tests may use of the user service;
// the rest of this folder is its own (docs/api.md "Services").

export {
  administratorExists,
  countUsers,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  hasPassword,
  insertUser,
  NO_PASSWORD_HASH,
  isLocked,
  updateProfile,
  type ProfileChanges,
  type UserRecord,
} from './users-repository';
export { recordRightPassword, recordWrongPassword, throttlePasswordCheck } from './login-throttle';
export { assertCurrentPassword } from './current-password';
export { toDemandUserInfo } from './user-json';
// the one-time login mails a sign-in link (docs/accounts.md#one-time-login)
export { consumeOneOffToken, issueSoleOneOffToken } from './one-off-tokens-repository';
export { inviteByMail } from './invitation-mail';
// the catalogue's settings page and digests, and the orders' status mail (docs/matching.md#notification-settings)
export { notificationSettingsOf, saveNotificationSettings } from './notification-settings';
