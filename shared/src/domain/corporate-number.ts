// 法人番号 (the corporate number the National Tax Agency gives every company): 13 digits, the
// first a check digit over the other twelve (法人番号の指定等に関する省令 第2条). Applying for use
// asks for it, and administrators vet an application with it (docs/company.md#company-applications).

export const CORPORATE_NUMBER_LENGTH = 13;

/**
 * The check digit of the 12 base digits: 9 − (Σ digit × weight mod 9), the weight 1 for the odd
 * positions and 2 for the even ones, counted from the rightmost base digit as position 1.
 */
export function corporateNumberCheckDigit(base: string): number {
  let sum = 0;
  for (let position = 1; position <= base.length; position += 1) {
    const digit = Number(base[base.length - position]);
    sum += digit * (position % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** Whether `value` is a 法人番号: exactly 13 half-width digits whose first is the check digit. */
export function isValidCorporateNumber(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return Number(value[0]) === corporateNumberCheckDigit(value.slice(1));
}

/** Typed forms: full-width digits become half-width; spaces and hyphens go (1234-56-789012-3). */
export function normalizeCorporateNumber(value: string): string {
  return value
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-‐–−－ー]/g, '');
}
