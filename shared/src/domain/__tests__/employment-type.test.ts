import { EMPLOYMENT_TYPES, employmentTypeLabel, isEmploymentType } from '..';

describe('employment types', () => {
  it('names every type in the order forms offer them', () => {
    expect(EMPLOYMENT_TYPES.map(employmentTypeLabel)).toEqual([
      '正社員',
      '契約社員',
      '業務委託',
      '副業',
      'アルバイト・パート',
    ]);
  });

  it.each([['intern'], [''], [null], [1]])('refuses %p', (value) => {
    expect(isEmploymentType(value)).toBe(false);
    expect(employmentTypeLabel(value)).toBeNull();
  });
});
