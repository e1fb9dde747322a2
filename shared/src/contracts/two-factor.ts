// Two-step verification and the one-time login (docs/accounts.md#two-step-verification).

export type TwoFactorMethod = 'totp' | 'email';

/** What `POST /login`, `POST /auth/onetime-login` (with a token) and Google's return answer for an enrolled user: no tokens yet. */
export interface TwoFactorChallengeResponse {
  twoFactorRequired: true;
  /** Sent back with the code to `POST /api/demand-auth/auth/otp/verify`; valid 5 minutes. */
  challengeToken: string;
  /** Which code the page asks for (an app's, or a mailed one); a recovery code always works too. */
  method: TwoFactorMethod;
}

/** `POST /api/demand-user/users/{id}/two-factor` (pending until confirmed by one code). */
export interface TwoFactorEnrolmentResponse {
  method: TwoFactorMethod;
  /** `otpauth://totp/…` for an authenticator app's QR code; absent for email codes (one is mailed). */
  otpauthUri?: string;
  /** Ten single-use codes, shown once. */
  recoveryCodes: string[];
}

/** `POST /api/demand-user/users/{id}/two-factor/recovery-codes`: a new set, shown once. */
export interface TwoFactorRecoveryCodesResponse {
  recoveryCodes: string[];
}

/** `GET /api/demand-user/users/{id}/two-factor`: the settings page's state. */
export interface TwoFactorStatus {
  enabled: boolean;
  method: TwoFactorMethod | null;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** The user may not turn it off (an administrator in production, a company that requires it). */
  required: boolean;
  /** This login may do nothing else until the user enrols. */
  enrolmentRequired: boolean;
  /** Whether the account has a password (enrolling and disabling ask for it). */
  hasPassword: boolean;
}

/** `POST /api/demand-auth/auth/otp/verify` answers like a login, plus how many recovery codes are left after one was used. */
export interface TwoFactorVerifyResponse {
  accessToken: string;
  userId: string;
  /** Present when the code was a recovery code. */
  recoveryCodesLeft?: number;
}

/** `GET`/`PUT /api/organization/organizations/{orgId}/two-factor-policy` (owners and admins). */
export interface TwoFactorPolicy {
  required: boolean;
  /** Active members not enrolled yet (they enrol at their next request). */
  membersWithoutTwoFactor: number;
}
