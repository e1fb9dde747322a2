import type { TFunction } from 'i18next';
import { isCompensationType, parseCompensationBand } from '@jobmatch/shared';

const MAN = 10_000;

/** Yen amount as Japanese reads it on job boards: 400000 → 40万, 15000 → 1.5万, 2500 → 2,500. */
function formatAmount(t: TFunction<'positions'>, amount: number): string {
  if (amount >= MAN) {
    const value = Math.round((amount / MAN) * 10) / 10;
    return t('amount_man', { value: value.toLocaleString('ja-JP') });
  }
  return amount.toLocaleString('ja-JP');
}

/**
 * The compensation of a posting in Japanese (spec section 9 bands): `month` + `400000-600000` →
 * 「月給 40万〜60万円」, `lt200000` →「月給 20万円未満」, `gt6000` (hour) →「時給 6,000円以上」.
 * A plain amount (the api may send yen instead of a band key) reads「月給 50万円」. Null when
 * the type is unknown or the amount unreadable.
 */
export function compensationLabel(
  t: TFunction<'positions'>,
  type: unknown,
  amount: unknown,
): string | null {
  if (!isCompensationType(type)) return null;
  const typeLabel = t(`compensation_type_${type}`);
  const numeric =
    typeof amount === 'number'
      ? amount
      : typeof amount === 'string' && /^\d+$/.test(amount)
        ? Number(amount)
        : null;
  if (numeric !== null && Number.isFinite(numeric))
    return t('compensation_exact', { type: typeLabel, amount: formatAmount(t, numeric) });
  if (typeof amount !== 'string') return null;
  const range = parseCompensationBand(amount);
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
