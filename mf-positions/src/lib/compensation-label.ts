import type { TFunction } from 'i18next';
import { compensationBandOf, isCompensationType, parseCompensationBand } from '@jobmatch/shared';

const MAN = 10_000;

/** Yen amount as Japanese reads it on job boards: 400000 → 40万, 15000 → 1.5万, 2500 → 2,500. */
function formatAmount(t: TFunction<'positions'>, amount: number): string {
  if (amount >= MAN) {
    const value = Math.round((amount / MAN) * 10) / 10;
    return t('amount_man', { value: value.toLocaleString('ja-JP') });
  }
  return amount.toLocaleString('ja-JP');
}

function toAmount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

export interface CompensationLabelOptions {
  /** Show a plain amount as it is (「月給 50万円〜」, the posting's detail) instead of its band (tags). */
  exact?: boolean;
}

/**
 * The compensation of a posting in Japanese, by the bands of spec section 9: `month` +
 * `400000-600000` →「月給 40万〜60万円」, `lt200000` →「月給 20万円未満」, `gt6000` (hour) →
 * 「時給 6,000円以上」. The api sends the posting's amount in yen (its lower bound); tags show the
 * band it falls in, so cards compare at a glance, and the detail page the amount itself. Null
 * when the type is unknown or the amount unreadable.
 */
export function compensationLabel(
  t: TFunction<'positions'>,
  type: unknown,
  amount: unknown,
  { exact = false }: CompensationLabelOptions = {},
): string | null {
  if (!isCompensationType(type)) return null;
  const typeLabel = t(`compensation_type_${type}`);
  const yen = toAmount(amount);
  if (yen !== null && exact)
    return t('compensation_from', { type: typeLabel, amount: formatAmount(t, yen) });
  const band =
    yen !== null ? compensationBandOf(type, yen) : typeof amount === 'string' ? amount : null;
  const range = band ? parseCompensationBand(band) : null;
  if (!range) return null;
  if (range.min !== undefined && range.max !== undefined) {
    return t('compensation_between', {
      type: typeLabel,
      min: formatAmount(t, range.min),
      max: formatAmount(t, range.max),
    });
  }
  if (range.max !== undefined)
    return t('compensation_below', { type: typeLabel, max: formatAmount(t, range.max) });
  return t('compensation_above', { type: typeLabel, min: formatAmount(t, range.min ?? 0) });
}
