import {
  compensationBandLabel,
  compensationLabel,
  compensationTypeLabel,
  COMPENSATION_BANDS,
  COMPENSATION_TYPES,
  formatYen,
  postingPayLabel,
  annualSalaryFloorLabel,
} from '..';

const basisPay = (compensation_type: unknown, compensation_amount: unknown) =>
  postingPayLabel({
    compensation_type: compensation_type as 'month',
    compensation_amount: compensation_amount as number,
  });

describe('compensation wording', () => {
  it('has one word per type everywhere: 月給, 日給, 時給', () => {
    expect(COMPENSATION_TYPES.map(compensationTypeLabel)).toEqual(['月給', '日給', '時給']);
  });

  it('writes yen as job boards do', () => {
    expect(formatYen(400000)).toBe('40万');
    expect(formatYen(15000)).toBe('1.5万');
    expect(formatYen(2500)).toBe('2,500');
  });

  it.each([
    ['lt200000', '20万円未満'],
    ['200000-400000', '20万〜40万円'],
    ['gt1000000', '100万円以上'],
    ['10000-20000', '1万〜2万円'],
    ['2000-3000', '2,000〜3,000円'],
  ])('names the band %s without its type: %s', (band, expected) => {
    expect(compensationBandLabel(band)).toBe(expected);
  });

  it('names every band of every type, and nothing that is no band', () => {
    for (const bands of Object.values(COMPENSATION_BANDS))
      for (const band of bands) expect(compensationBandLabel(band)).toMatch(/円/);
    expect(compensationBandLabel('lots')).toBeNull();
  });
});

describe('compensation in Japanese', () => {
  it.each([
    ['month', '400000-600000', '月給 40万〜60万円'],
    ['month', 'lt200000', '月給 20万円未満'],
    ['month', 'gt1000000', '月給 100万円以上'],
    ['day', '10000-20000', '日給 1万〜2万円'],
    ['hour', '2000-3000', '時給 2,000〜3,000円'],
    ['hour', 'gt6000', '時給 6,000円以上'],
  ])('a desired-pay band: %s %s → %s', (type, band, expected) => {
    expect(compensationLabel(type, band)).toBe(expected);
  });

  it.each([
    ['month', 350000, '月額 35万円〜'],
    ['month', 550000, '月額 55万円〜'],
    ['month', '180000', '月額 18万円〜'],
    ['day', 35000, '日額 3.5万円〜'],
    ['hour', 2500, '時給 2,500円〜'],
  ])("a posting's pay basis alone: %s %s → %s, never its band", (type, amount, expected) => {
    expect(basisPay(type, amount)).toBe(expected);
  });

  it("states a posting's 年収 range first, else its pay basis with its upper bound", () => {
    const monthly = { compensation_type: 'month' as const, compensation_amount: 600000 };
    expect(
      postingPayLabel({ ...monthly, annual_salary_min: 6_000_000, annual_salary_max: 8_000_000 }),
    ).toBe('年収 600万〜800万円');
    expect(postingPayLabel({ ...monthly, annual_salary_min: 12_000_000 })).toBe('年収 1,200万円〜');
    expect(postingPayLabel({ ...monthly, compensation_amount_max: 800000 })).toBe(
      '月額 60万〜80万円',
    );
    expect(
      postingPayLabel({
        compensation_type: 'hour',
        compensation_amount: 3000,
        compensation_amount_max: 4500,
      }),
    ).toBe('時給 3,000〜4,500円');
    expect(postingPayLabel(undefined)).toBeNull();
    expect(annualSalaryFloorLabel(6_000_000)).toBe('年収 600万円以上');
    expect(annualSalaryFloorLabel(10_000_000)).toBe('年収 1,000万円以上');
  });

  it('gives nothing for unknown types or amounts', () => {
    expect(compensationLabel('year', '400000-600000')).toBeNull();
    expect(compensationLabel('month', 'lots')).toBeNull();
    expect(compensationLabel('month', 550000)).toBeNull();
    expect(basisPay('year', 550000)).toBeNull();
    expect(basisPay('month', '400000-600000')).toBeNull();
    expect(basisPay('month', -1)).toBeNull();
    expect(basisPay('month', null)).toBeNull();
  });
});
