import {
  corporateNumberCheckDigit,
  isValidCorporateNumber,
  normalizeCorporateNumber,
} from '../corporate-number';

// Published numbers (国税庁 法人番号公表サイト).
const PUBLISHED = [
  ['7000012050002', '国税庁'],
  ['1180301018771', 'トヨタ自動車株式会社'],
  ['5010401067252', 'ソニーグループ株式会社'],
  ['4010001008772', '日本銀行'],
] as const;

describe('isValidCorporateNumber', () => {
  it.each(PUBLISHED)('accepts %s (%s)', (number) => {
    expect(isValidCorporateNumber(number)).toBe(true);
    expect(corporateNumberCheckDigit(number.slice(1))).toBe(Number(number[0]));
  });

  it('refuses a number whose check digit does not match', () => {
    expect(isValidCorporateNumber('8000012050002')).toBe(false);
    // one base digit changed
    expect(isValidCorporateNumber('7000012050003')).toBe(false);
    // two neighbouring digits swapped
    expect(isValidCorporateNumber('7000010250002')).toBe(false);
  });

  it('refuses anything but 13 half-width digits', () => {
    for (const value of ['', '700001205000', '70000120500021', '７000012050002', '7000-012050002'])
      expect(isValidCorporateNumber(value)).toBe(false);
  });

  it('the check digit is 9 − (weighted sum mod 9), position 1 the rightmost base digit', () => {
    // 000000000001: 1 × 1 → 9 − 1
    expect(corporateNumberCheckDigit('000000000001')).toBe(8);
    // 000000000010: 1 × 2 → 9 − 2
    expect(corporateNumberCheckDigit('000000000010')).toBe(7);
    // a sum divisible by 9 gives 9
    expect(corporateNumberCheckDigit('000000000000')).toBe(9);
  });
});

describe('normalizeCorporateNumber', () => {
  it('turns full-width digits half-width and drops spaces and hyphens', () => {
    expect(normalizeCorporateNumber('７０００ ０１２-０５０００２')).toBe('7000012050002');
    expect(normalizeCorporateNumber(' 1180-30-101877-1 ')).toBe('1180301018771');
  });
});
