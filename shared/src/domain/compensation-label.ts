import type { CompensationType, ProductCustomFields } from '../contracts';
import { ensureI18n } from '../i18n/i18n-instance';
import { isCompensationType, parseCompensationBand } from './compensation';

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

function toYen(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

const withType = (type: CompensationType, amount: string) =>
  text('compensation_with_type', { type: compensationTypeLabel(type), amount });

/**
 * A desired-pay band with its type (the seeker's profile): `month` + `400000-600000` →
 * 「月給 40万〜60万円」. Null when the type is unknown or the band unreadable.
 */
export function compensationLabel(type: unknown, band: unknown): string | null {
  if (!isCompensationType(type) || typeof band !== 'string') return null;
  const bandLabel = compensationBandLabel(band);
  return bandLabel && withType(type, bandLabel);
}

function yenRange(min: number, max: number | null): string {
  if (max === null || max === min) return text('yen_from', { amount: formatYen(min) });
  return text('yen_between', { min: formatYen(min), max: formatYen(max) });
}

/** What a posting's pay label reads of its custom fields. */
export type PostingPayFields = Pick<
  ProductCustomFields,
  | 'annual_salary_min'
  | 'annual_salary_max'
  | 'compensation_type'
  | 'compensation_amount'
  | 'compensation_amount_max'
>;

/**
 * A posting's pay, the one wording of cards, its page and its company's pages
 * (docs/positions.md#compensation-wording): its 年収 range when it has one (「年収 600万〜800万円」),
 * else its pay basis with the optional upper bound (「月額 60万〜80万円」「時給 3,000円〜」).
 * Null when neither is readable.
 */
export function postingPayLabel(fields: PostingPayFields | undefined): string | null {
  if (!fields) return null;
  const annualMin = toYen(fields.annual_salary_min);
  if (annualMin !== null)
    return text('pay_with_basis', {
      basis: text('pay_basis_year'),
      amount: yenRange(annualMin, toYen(fields.annual_salary_max)),
    });
  const type = fields.compensation_type;
  const amount = toYen(fields.compensation_amount);
  if (!isCompensationType(type) || amount === null) return null;
  return text('pay_with_basis', {
    basis: text(`pay_basis_${type}`),
    amount: yenRange(amount, toYen(fields.compensation_amount_max)),
  });
}

/** A salary filter's floor: 6000000 → 「年収 600万円以上」 (docs/positions.md#search-and-filters). */
export const annualSalaryFloorLabel = (yen: number): string =>
  text('pay_with_basis', {
    basis: text('pay_basis_year'),
    amount: text('yen_above', { min: formatYen(yen) }),
  });
