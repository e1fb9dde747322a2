import type { CompensationType, EmploymentType, WorkStyle } from '@jobmatch/shared/contracts';
import { createRandom, type Random } from './prng';

// The demo postings' employment type, pay range and work style (docs/jobs.md#pay-and-employment),
// at Japanese market figures. They are drawn from a stream of the posting's own id, so adding
// them left every other field of the demo catalogue as it was.

export interface PostingTerms {
  employmentType: EmploymentType;
  annualSalaryMin: number | null;
  annualSalaryMax: number | null;
  compensationAmountMax: number | null;
  workStyle: WorkStyle;
}

const MAN = 10_000;

/** FNV-1a: a posting id → the seed of its own stream. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * 年収 from the monthly floor the posting states: 12 months and one to four months of bonus,
 * the top of the range 150万–400万円 above its bottom (wider for senior pay), as postings on
 * Japanese job boards write them.
 */
function annualRange(random: Random, monthly: number): [number, number] {
  const min = Math.max(300 * MAN, roundTo(monthly * (12 + random.int(1, 4)), 50 * MAN));
  const spread = random.pick(monthly >= 700_000 ? [300, 400, 500] : [150, 200, 250, 300]) * MAN;
  return [min, Math.min(min + spread, 3000 * MAN)];
}

/** The upper bound of a rate: 20–60 % above the floor, rounded as the floor is written. */
function rateMax(random: Random, type: CompensationType, amount: number): number {
  const step = type === 'month' ? 50_000 : type === 'day' ? 5_000 : 500;
  return Math.max(amount + step, roundTo(amount * (1.2 + random.int(0, 4) / 10), step));
}

/** Terms that fit a posting's title, pay basis and location notes. */
export function postingTermsOf(posting: {
  id: string;
  name: string;
  compensationType: CompensationType;
  compensationAmount: number;
  supportsRemoteWork: boolean;
  locationNotes: string;
}): PostingTerms {
  const random = createRandom(seedOf(posting.id));
  const partTimeTitle = /【(週3日〜|副業OK)】/.test(posting.name);
  const workStyle: WorkStyle = !posting.supportsRemoteWork
    ? 'office'
    : /フルリモート/.test(posting.name) || /^フルリモート/m.test(posting.locationNotes)
      ? 'full_remote'
      : 'hybrid';
  const { compensationType: type, compensationAmount: amount } = posting;
  let employmentType: EmploymentType;
  if (partTimeTitle) employmentType = 'side_job';
  else if (type === 'month')
    employmentType = random.weighted<EmploymentType>([
      ['full_time', 8],
      ['contract', 2],
    ]);
  else
    employmentType = random.weighted<EmploymentType>(
      type === 'hour'
        ? [
            ['freelance', 4],
            ['part_time', 3],
            ['side_job', 3],
          ]
        : [
            ['freelance', 7],
            ['side_job', 3],
          ],
    );
  if (employmentType === 'full_time' || employmentType === 'contract') {
    const [annualSalaryMin, annualSalaryMax] = annualRange(random, amount);
    return {
      employmentType,
      annualSalaryMin,
      annualSalaryMax,
      compensationAmountMax: null,
      workStyle,
    };
  }
  return {
    employmentType,
    annualSalaryMin: null,
    annualSalaryMax: null,
    compensationAmountMax: rateMax(random, type, amount),
    workStyle,
  };
}
