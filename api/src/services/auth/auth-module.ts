// What other services and the auth plugin may use of the auth service; the rest of this
// folder is its own (docs/api.md "Services").

export { findActiveSession, revokeUserSessions } from './sessions-repository';
export { closeUserChallenges } from './two-factor-challenges';
export { REFRESH_COOKIE_NAME } from './refresh-cookie';
export { checkSignInPassword, finishSignIn } from './sign-in';
