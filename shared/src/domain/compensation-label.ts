import type { CompensationType } from '../contracts';
import { ensureI18n } from '../i18n/i18n-instance';
import { compensationBandOf, isCompensationType, parseCompensationBand } from './compensation';

// The compensation wording of postings, the wizard and the profile: one word per type
// (月給 / 日給 / 時給) and one way to write amounts, from the `shared` namespace.

const MAN = 10_000;

const text = (key: string, values: Record<string, unknown> = {}) =>
  ensureI18n().t(key, { ns: 'shared', ...values });

/** Yen as Japanese job boards write it: 400000 → 40万, 15000 → 1.5万, 2500 → 2,500 (円 follows). */
export function formatYen(amount: number): string {
  if (amount >= MAN) {
    const value = Math.round((amount / MAN) * 10) / 10;
    return text('yen_man', { value: value.toLocaleString('ja-JP') });
  }
  return amount.toLocaleString('ja-JP');
}

/** 月給, 日給 or 時給. */
export function compensationTypeLabel(type: CompensationType): string {
  return text(`compensation_type_${type}`);
}

/**
 * A band without its type: `200000-400000` →「20万〜40万円」, `lt200000` →「20万円未満」,
 * `gt6000` →「6,000円以上」. Null for a key that is no band.
 */
export function compensationBandLabel(band: string): string | null {
  const range = parseCompensationBand(band);
  if (!range) return null;
  if (range.min !== undefined && range.max !== undefined)
    return text('yen_between', { min: formatYen(range.min), max: formatYen(range.max) });
  if (range.max !== undefined) return text('yen_below', { max: formatYen(range.max) });
  return text('yen_above', { min: formatYen(range.min ?? 0) });
}

function toAmount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

export interface CompensationLabelOptions {
  /** Show a plain amount as it is (「月給 50万円〜」, a posting's detail) instead of its band. */
  exact?: boolean;
}

/**
 * A compensation with its type: `month` + `400000-600000` →「月給 40万〜60万円」. The amount is a
 * band key (a profile) or yen (a posting, its lower bound): yen are shown as the band they fall
 * in, so cards compare at a glance, or with `exact` as they are. Null when the type is unknown
 * or the amount unreadable.
 */
export function compensationLabel(
  type: unknown,
  amount: unknown,
  { exact = false }: CompensationLabelOptions = {},
): string | null {
  if (!isCompensationType(type)) return null;
  const typeLabel = compensationTypeLabel(type);
  const yen = toAmount(amount);
  if (yen !== null && exact)
    return text('compensation_with_type', {
      type: typeLabel,
      amount: text('yen_from', { amount: formatYen(yen) }),
    });
  const band =
    yen !== null ? compensationBandOf(type, yen) : typeof amount === 'string' ? amount : null;
  const bandLabel = band ? compensationBandLabel(band) : null;
  return bandLabel && text('compensation_with_type', { type: typeLabel, amount: bandLabel });
}
