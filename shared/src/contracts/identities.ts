// Google sign-in (docs/accounts.md#google-sign-in): what the settings page and the link page send
// and receive.

/** A Google account linked to a user, as the settings page shows it. */
export interface LinkedGoogleIdentity {
  /** The address Google gave when the account was linked. */
  email: string;
  /** ISO 8601, UTC. */
  linkedAt: string;
}

/** `GET /api/demand-user/users/{id}/identities`: the ways this user can sign in. */
export interface UserSignInMethods {
  /** False for an account made by Google sign-in that never set a password: it cannot unlink. */
  hasPassword: boolean;
  google: LinkedGoogleIdentity | null;
}

/** `POST /api/demand-auth/auth/google/link-intent`: where to send the browser to link Google. */
export interface GoogleLinkIntent {
  url: string;
}
