import holidayJp from '@holiday-jp/holiday_jp';

// When a company should answer an application or a casual interview request
// (docs/conversations.md#replies-on-time): a number of Tokyo business days, weekends and Japanese
// public holidays not counted.

/** Business days a company has to reply. */
export const REPLY_BUSINESS_DAYS = 5;

const TOKYO_OFFSET_MS = 9 * 60 * 60_000; // Japan keeps no daylight saving time
const DAY_MS = 24 * 60 * 60_000;

/** The Tokyo calendar date of `instant`, as a UTC midnight. */
const tokyoDate = (instant: Date) => {
  const tokyo = new Date(instant.getTime() + TOKYO_OFFSET_MS);
  return new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate()));
};

/** A Tokyo calendar date (as a UTC midnight) that is a weekday and no public holiday. */
export function isBusinessDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // the package's table is keyed by calendar date; its `isHoliday` scans the whole table
  return !Object.hasOwn(holidayJp.holidays, date.toISOString().slice(0, 10));
}

/**
 * The end (23:59:59.999 Tokyo) of the `days`-th business day after the day of `from`: received on
 * a Friday, five business days run to the next Friday, or later when a holiday falls between.
 */
export function replyDeadline(from: Date, days = REPLY_BUSINESS_DAYS): Date {
  let date = tokyoDate(from);
  for (let counted = 0; counted < days; ) {
    date = new Date(date.getTime() + DAY_MS);
    if (isBusinessDay(date)) counted += 1;
  }
  return new Date(date.getTime() + DAY_MS - TOKYO_OFFSET_MS - 1);
}
