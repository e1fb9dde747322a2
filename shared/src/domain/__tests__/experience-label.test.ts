import { EXPERIENCE_RANGES, experienceRangeLabel } from '..';

describe('experience wording', () => {
  it('names every range of the wizard, shortest first', () => {
    expect(EXPERIENCE_RANGES.map(experienceRangeLabel)).toEqual([
      '1年未満',
      '1〜3年',
      '3〜5年',
      '5〜10年',
      '10年以上',
    ]);
  });

  it.each([['3-10'], [''], [null], [5]])('has no words for %p', (value) => {
    expect(experienceRangeLabel(value)).toBeNull();
  });
});
