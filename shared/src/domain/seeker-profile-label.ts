import { ensureI18n } from '../i18n/i18n-instance';
import { isJobChangeTiming, isProfileLinkKind } from './seeker-profile';

// The words of the seeker's career profile in the `shared` namespace: the wizard and profile
// offer them and the company reads them in an applicant's snapshot, so both say them alike.

const text = (key: string) => ensureI18n().t(key, { ns: 'shared' });

/** すぐにでも, 3か月以内, …; null for a value that is no timing. */
export function jobChangeTimingLabel(timing: unknown): string | null {
  return isJobChangeTiming(timing) ? text(`job_change_timing_${timing}`) : null;
}

/** GitHub, Qiita, …, ポートフォリオ, その他; null for a value that is no link kind. */
export function profileLinkKindLabel(kind: unknown): string | null {
  return isProfileLinkKind(kind) ? text(`link_kind_${kind}`) : null;
}

/** A year and month as stored (`2021-04`) in Japanese: 2021年4月; null for anything else. */
export function yearMonthLabel(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return null;
  return ensureI18n().t('year_month', { ns: 'shared', year: match[1], month: Number(match[2]) });
}

/** A career entry's period: 2019年4月 〜 2021年3月, or 2021年4月 〜 現在 while it lasts. */
export function careerPeriodLabel(startedOn: unknown, endedOn: unknown): string {
  const start = yearMonthLabel(startedOn) ?? '';
  const end =
    endedOn === null || endedOn === undefined
      ? text('career_present')
      : (yearMonthLabel(endedOn) ?? '');
  return ensureI18n().t('career_period', { ns: 'shared', start, end });
}
