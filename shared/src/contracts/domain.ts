import type { TwoFactorChallengeResponse } from './two-factor';
/** Experience ranges of the sign-up wizard (docs/wizard.md#job-types-and-experience). */
export type ExperienceRange = 'lt1' | '1-3' | '3-5' | '5-10' | 'gt10';

export type CompensationType = 'month' | 'day' | 'hour';

/** Employment types of career entries and postings (shared/src/domain/employment-type.ts). */
export type EmploymentType = 'full_time' | 'contract' | 'freelance' | 'side_job' | 'part_time';

/** Where the work is done: a posting's (docs/jobs.md#pay-and-employment) and a seeker's wish. */
export type WorkStyle = 'full_remote' | 'hybrid' | 'office';

/** When a job seeker wants to change jobs (docs/wizard.md#career-profile). */
export type JobChangeTiming =
  | 'asap'
  | 'within_3_months'
  | 'within_6_months'
  | 'within_1_year'
  | 'if_good_offer';

export type ProfileLinkKind =
  | 'github'
  | 'qiita'
  | 'zenn'
  | 'portfolio'
  | 'linkedin'
  | 'x'
  | 'other';

/** One entry of a job seeker's career (職務経歴), months as `YYYY-MM`. */
export interface CareerEntry {
  company: string;
  title: string;
  employmentType: EmploymentType;
  startedOn: string;
  /** Null while the seeker still works there (現在). */
  endedOn: string | null;
  description: string;
}

/** A page where a job seeker's work can be seen; https only. */
export interface ProfileLink {
  kind: ProfileLinkKind;
  url: string;
}

/**
 * User type ids (docs/accounts.md#user-types-and-audiences): job seekers sign up with '000', company users '010', admins '100'.
 * Kept as strings because leading zeros matter.
 */
export type UserTypeId = '000' | '001' | '010' | '011' | '100';

export const USER_TYPE_IDS = {
  jobSeeker: '000',
  companyUser: '010',
  admin: '100',
} as const satisfies Record<string, UserTypeId>;

export interface UserCustomFields {
  katakana_name?: string;
  compensation_type?: CompensationType;
  /** A band key of the chosen compensation type, e.g. '200000-400000'. */
  compensation_amount?: string;
  is_signup_wizard_complete?: boolean;
  profession_category_names?: string[];
  /** Flat list of skill keys. */
  skills?: string[];
  /** Category (job type) → experience range. */
  years_experience?: Record<string, ExperienceRange>;
  /** Career entries, newest first as the seeker orders them; at most 20. */
  career?: CareerEntry[];
  /** 自己PR, at most 2,000 characters. */
  self_pr?: string;
  /** At most 10. */
  links?: ProfileLink[];
  job_change_timing?: JobChangeTiming;
  /** Desired annual salary in yen, a whole number. */
  desired_annual_salary?: number;
  desired_work_style?: WorkStyle | null;
  /**
   * Keys the spec does not name are kept as a client stored them (within the input guard's depth
   * and text rules, docs/api.md#text-rule): the record is the clients' bag as much as ours.
   */
  [otherKey: string]: unknown;
}

/**
 * `customFields` of `PATCH /api/demand-user/users/{id}`: merged key by key over the stored ones,
 * a null value removes the key (docs/api.md).
 */
export type UserCustomFieldsChanges = {
  [Key in keyof UserCustomFields]?: UserCustomFields[Key] | null;
};

/** A user record as `GET /api/demand-user/users/{id}` returns it (docs/accounts.md#user-record). */
export interface User {
  id: string;
  typeId: UserTypeId | string;
  name: string;
  email: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
  postalCode?: string | null;
  /** Prefecture. */
  addressLine1?: string | null;
  /** City, town or village. */
  addressLine2?: string | null;
  /** Town, street and building. */
  addressLine3?: string | null;
  iconImageUri?: string | null;
  preferences?: Record<string, unknown> | null;
  reviewStats?: Record<string, unknown> | null;
  failedAttempts?: number;
  isLocked?: boolean;
  customFields: UserCustomFields;
  createdAt?: string;
  updatedAt?: string;
  /**
   * On one's own record only: this login may do nothing but enrol in two-step verification
   * (docs/accounts.md#required-enrolment); the shell's guards take the user there.
   */
  twoFactorEnrolmentRequired?: boolean;
}

/** The answer of an action that reports nothing but its success (`{ "success": true }`). */
export interface SuccessResponse {
  success: true;
}

/** `GET /api/demand-user/users/{id}/email_change`: the change awaiting its link, or null. */
export interface PendingEmailChangeResponse {
  pendingEmailChange: { email: string; requestedAt: string; expiresAt: string } | null;
}

/**
 * What the page holds of a session, in memory only (docs/accounts.md#sessions-and-tokens). The
 * refresh token is an httpOnly cookie: no response body carries it and no script can read it.
 */
export interface SessionTokens {
  accessToken: string;
  userId: string;
}

/**
 * `POST /api/demand-auth/login` and `/refresh-access-token` response (the refresh token comes as a
 * cookie); an enrolled user's login answers a challenge instead (docs/accounts.md#two-step-verification).
 */
export type LoginResponse = SessionTokens | TwoFactorChallengeResponse;

/** Every list endpoint answers this shape. */
export interface Paginated<T> {
  value: T[];
  count: number;
  total: number;
  /** Lists that stop counting at a cap (the catalogue's search): `total` is the cap and there are more. */
  totalCapped?: true;
  nextToken: string | null;
  previousToken: string | null;
}

/** A client-side view of any failed call (server error body plus the HTTP status). */
export interface ApiError {
  code: string;
  message: string;
  /** HTTP status; 0 when no response was received or the request never left the client. */
  httpCode: number;
  target?: string;
  details?: unknown[];
  innerError?: unknown;
}

/** The wire shape of an error response: `{ "error": { ... } }`. */
export interface ApiErrorBody {
  error: {
    code?: string;
    message?: string;
    target?: string;
    details?: unknown[];
    innerError?: { code?: string; message?: string; [key: string]: unknown };
  };
}
