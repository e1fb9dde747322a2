import type {
  CompensationType,
  ExperienceRange,
  ProductListItem,
  User,
  WorkStyle,
} from '../contracts';
import { formatYen, isCompensationType, isWorkStyle } from '../domain';
import { ensureI18n } from '../i18n/i18n-instance';
import { categoryLabel } from './catalog-labels';

// The match score (docs/matching.md#match-score): how well a posting fits a seeker's profile,
// 0–100, with the reasons that made it. The api ranks recommendations with it and the cards
// show it, so both call this one function.

/** What the score reads of a seeker's profile. */
export interface MatchProfile {
  /** Job types (category ids) with the years of experience in each. */
  experience: ReadonlyMap<string, ExperienceRange | null>;
  skills: ReadonlySet<string>;
  desiredAnnualSalary: number | null;
  desiredWorkStyle: WorkStyle | null;
  /** The seeker's prefecture (address line 1). */
  prefecture: string | null;
}

/** What the score reads of a posting. */
export interface MatchPosting {
  categoryId: string | null;
  skills: readonly string[];
  /** What it pays a year at most (`postingSalaryReach`); null when unknown. */
  salaryReach: number | null;
  workStyle: WorkStyle | null;
  prefecture: string | null;
}

export interface MatchResult {
  /** 0–100. */
  score: number;
  /** Japanese, the reason that earned most first. */
  reasons: string[];
}

/** The most points each part gives; a part the profile says nothing about is left out of 100. */
export const MATCH_WEIGHTS = {
  jobType: 25,
  skills: 35,
  salary: 20,
  workStyle: 10,
  prefecture: 10,
} as const;

/** This many skills in common earn the skills part whole (or all the posting's, if fewer). */
export const SKILLS_FOR_FULL_MATCH = 3;

/** The share of the skills part kept, by the seeker's years in the posting's job type. */
export const EXPERIENCE_FACTORS: Readonly<Record<ExperienceRange | 'none', number>> = {
  none: 0.5,
  lt1: 0.6,
  '1-3': 0.8,
  '3-5': 0.9,
  '5-10': 1,
  gt10: 1,
};

/** A posting paying at least this share of the desired salary earns half the salary part. */
export const NEAR_SALARY_SHARE = 0.9;

/** The most skill names one reason lists. */
const REASON_SKILLS_MAX = 3;

const PERIODS_A_YEAR: Readonly<Record<CompensationType, number>> = {
  month: 12,
  // 20 working days a month, 8 hours a day
  day: 240,
  hour: 1920,
};

const toYen = (value: unknown): number | null => {
  const yen = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof yen === 'number' && Number.isFinite(yen) && yen >= 0 ? yen : null;
};

/**
 * The yearly pay a posting reaches (docs/positions.md#search-and-filters): the top of its 年収
 * range, else the top of its pay basis over a year. The salary filter, 年収の高い順 and the match
 * score read it.
 */
export function postingSalaryReach(fields: {
  annual_salary_min?: unknown;
  annual_salary_max?: unknown;
  compensation_type?: unknown;
  compensation_amount?: unknown;
  compensation_amount_max?: unknown;
}): number | null {
  const annual = toYen(fields.annual_salary_max) ?? toYen(fields.annual_salary_min);
  if (annual !== null) return annual;
  const amount = toYen(fields.compensation_amount_max) ?? toYen(fields.compensation_amount);
  if (amount === null || !isCompensationType(fields.compensation_type)) return null;
  return amount * PERIODS_A_YEAR[fields.compensation_type];
}

/**
 * The profile the score reads, or null when it names neither a job type nor a skill: a score
 * from pay and place alone would mean nothing, so the page asks the seeker to fill it instead.
 */
export function matchProfileOf(
  user: Pick<User, 'addressLine1' | 'customFields'> | null | undefined,
): MatchProfile | null {
  if (!user) return null;
  const fields = user.customFields ?? {};
  const experience = new Map<string, ExperienceRange | null>();
  for (const id of fields.profession_category_names ?? []) experience.set(id, null);
  for (const [id, range] of Object.entries(fields.years_experience ?? {}))
    experience.set(id, range ?? null);
  const skills = new Set(fields.skills ?? []);
  if (experience.size === 0 && skills.size === 0) return null;
  const salary = toYen(fields.desired_annual_salary);
  return {
    experience,
    skills,
    desiredAnnualSalary: salary && salary > 0 ? salary : null,
    desiredWorkStyle: isWorkStyle(fields.desired_work_style) ? fields.desired_work_style : null,
    prefecture: user.addressLine1?.trim() || null,
  };
}

/** What the score reads of a list item (a card) or a posting. */
export function matchPostingOf(
  product: Pick<ProductListItem, 'category' | 'attributes' | 'addressLine1' | 'customFields'>,
): MatchPosting {
  const skills = product.attributes?.[0]?.value;
  const style = product.customFields?.work_style;
  return {
    categoryId: product.category?.id ?? null,
    skills: Array.isArray(skills) ? skills.filter((s): s is string => typeof s === 'string') : [],
    salaryReach: postingSalaryReach(product.customFields ?? {}),
    workStyle: isWorkStyle(style) ? style : null,
    prefecture: product.addressLine1 ?? null,
  };
}

const text = (key: string, values: Record<string, unknown> = {}) =>
  ensureI18n().t(key, { ns: 'shared', ...values });

/** A part's points, and its reason's wording when it earned it (only asked for the shown ones). */
interface Part {
  weight: number;
  earned: number;
  reason: (() => string) | null;
}

function jobTypePart(profile: MatchProfile, posting: MatchPosting): Part | null {
  if (profile.experience.size === 0) return null;
  const matches = posting.categoryId !== null && profile.experience.has(posting.categoryId);
  return {
    weight: MATCH_WEIGHTS.jobType,
    earned: matches ? MATCH_WEIGHTS.jobType : 0,
    reason: matches
      ? () => text('match_reason_job_type', { jobType: categoryLabel(posting.categoryId ?? '') })
      : null,
  };
}

function skillsPart(
  profile: MatchProfile,
  posting: MatchPosting,
  skillName: (key: string) => string,
): Part | null {
  if (profile.skills.size === 0) return null;
  const common = posting.skills.filter((skill) => profile.skills.has(skill));
  const needed = Math.min(SKILLS_FOR_FULL_MATCH, posting.skills.length);
  const coverage = needed === 0 ? 0 : Math.min(1, common.length / needed);
  const years = posting.categoryId ? profile.experience.get(posting.categoryId) : undefined;
  const factor = EXPERIENCE_FACTORS[years ?? 'none'];
  return {
    weight: MATCH_WEIGHTS.skills,
    earned: MATCH_WEIGHTS.skills * coverage * factor,
    reason:
      common.length > 0
        ? () =>
            text('match_reason_skills', {
              skills: common.slice(0, REASON_SKILLS_MAX).map(skillName).join('・'),
            })
        : null,
  };
}

function salaryPart(profile: MatchProfile, posting: MatchPosting): Part | null {
  const desired = profile.desiredAnnualSalary;
  if (desired === null) return null;
  const reach = posting.salaryReach ?? 0;
  const meets = reach >= desired;
  const near = !meets && reach >= desired * NEAR_SALARY_SHARE;
  return {
    weight: MATCH_WEIGHTS.salary,
    earned: meets ? MATCH_WEIGHTS.salary : near ? MATCH_WEIGHTS.salary / 2 : 0,
    reason: meets ? () => text('match_reason_salary', { salary: formatYen(desired) }) : null,
  };
}

/** How each desired work style rates each posting's: 1 fits, 0.5 half, 0 not. */
const WORK_STYLE_FIT: Readonly<Record<WorkStyle, Readonly<Record<WorkStyle, number>>>> = {
  full_remote: { full_remote: 1, hybrid: 0.5, office: 0 },
  hybrid: { full_remote: 1, hybrid: 1, office: 0 },
  office: { full_remote: 0.5, hybrid: 1, office: 1 },
};

function workStylePart(profile: MatchProfile, posting: MatchPosting): Part | null {
  if (profile.desiredWorkStyle === null) return null;
  const fit = posting.workStyle ? WORK_STYLE_FIT[profile.desiredWorkStyle][posting.workStyle] : 0;
  return {
    weight: MATCH_WEIGHTS.workStyle,
    earned: MATCH_WEIGHTS.workStyle * fit,
    reason: fit === 1 && posting.workStyle ? () => text(`match_reason_${posting.workStyle}`) : null,
  };
}

function prefecturePart(profile: MatchProfile, posting: MatchPosting): Part | null {
  if (profile.prefecture === null) return null;
  // a fully remote posting is as near as the seeker's own prefecture
  const inPrefecture = posting.prefecture === profile.prefecture;
  const fits = inPrefecture || posting.workStyle === 'full_remote';
  return {
    weight: MATCH_WEIGHTS.prefecture,
    earned: fits ? MATCH_WEIGHTS.prefecture : 0,
    reason: inPrefecture
      ? () => text('match_reason_prefecture', { prefecture: profile.prefecture })
      : null,
  };
}

function partsOf(
  profile: MatchProfile,
  posting: MatchPosting,
  skillName: (key: string) => string,
): Part[] {
  return [
    jobTypePart(profile, posting),
    skillsPart(profile, posting, skillName),
    salaryPart(profile, posting),
    workStylePart(profile, posting),
    prefecturePart(profile, posting),
  ].filter((part): part is Part => part !== null);
}

const scoreOf = (parts: readonly Part[]) => {
  const weight = parts.reduce((sum, part) => sum + part.weight, 0);
  const earned = parts.reduce((sum, part) => sum + part.earned, 0);
  return weight === 0 ? 0 : Math.round((100 * earned) / weight);
};

/**
 * The score of `posting` for `profile`: the points earned over the points the profile's parts
 * offer (docs/matching.md#match-score), rounded; reasons in the order of the points behind them.
 */
export function matchScore(
  profile: MatchProfile,
  posting: MatchPosting,
  skillName: (key: string) => string = (key) => key,
): MatchResult {
  const parts = partsOf(profile, posting, skillName);
  const reasons = parts
    .filter((part) => part.reason !== null && part.earned > 0)
    .sort((a, b) => b.earned - a.earned)
    .map((part) => (part.reason as () => string)());
  return { score: scoreOf(parts), reasons };
}

/** `matchScore`'s score alone, without wording the reasons: what ranking many postings needs. */
export const matchScoreOnly = (profile: MatchProfile, posting: MatchPosting): number =>
  scoreOf(partsOf(profile, posting, (key) => key));
