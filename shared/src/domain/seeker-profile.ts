import type { JobChangeTiming, ProfileLinkKind } from '../contracts';

// The seeker's career profile beyond the wizard's answers (docs/wizard.md#career-profile): when
// they want to change jobs, how they want to work and where their work can be seen.

/** When the seeker wants to change jobs, soonest first. */
export const JOB_CHANGE_TIMINGS = [
  'asap',
  'within_3_months',
  'within_6_months',
  'within_1_year',
  'if_good_offer',
] as const satisfies readonly JobChangeTiming[];

/** Where a seeker's work can be seen, in the order the profile offers them. */
export const PROFILE_LINK_KINDS = [
  'github',
  'qiita',
  'zenn',
  'portfolio',
  'linkedin',
  'x',
  'other',
] as const satisfies readonly ProfileLinkKind[];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isJobChangeTiming = isOneOf(JOB_CHANGE_TIMINGS);
export const isProfileLinkKind = isOneOf(PROFILE_LINK_KINDS);

/** The most career entries and links a profile holds. */
export const CAREER_ENTRIES_MAX = 20;
export const PROFILE_LINKS_MAX = 10;
