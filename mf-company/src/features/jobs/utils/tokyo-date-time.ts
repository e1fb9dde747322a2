// The job form takes the publication window as Tokyo date-times (`<input type="datetime-local">`,
// `YYYY-MM-DDTHH:mm`) and the api as ISO instants in UTC. Asia/Tokyo is UTC+9 all year (no daylight
// saving), so the conversion is a fixed offset, whatever the browser's own zone.

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** `2026-12-01T00:00:00Z` → `2026-12-01T09:00`; '' for no time. */
export function toTokyoInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + TOKYO_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * `2026-12-01T09:00` (Tokyo) → `2026-12-01T00:00:00.000Z`; '' is null ("no bound"). Anything else
 * is passed on as it is, for the schema to refuse.
 */
export function fromTokyoInputValue(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!LOCAL_DATE_TIME.test(trimmed)) return trimmed;
  const time = Date.parse(`${trimmed}+09:00`);
  return Number.isNaN(time) ? trimmed : new Date(time).toISOString();
}
