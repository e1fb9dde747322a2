import {
  JOB_CHANGE_TIMINGS,
  PROFILE_LINK_KINDS,
  careerPeriodLabel,
  jobChangeTimingLabel,
  profileLinkKindLabel,
  yearMonthLabel,
} from '..';

describe('career profile wording', () => {
  it('names every timing and link kind', () => {
    expect(JOB_CHANGE_TIMINGS.map(jobChangeTimingLabel)).toEqual([
      'すぐにでも',
      '3か月以内',
      '半年以内',
      '1年以内',
      '良い求人があれば',
    ]);
    expect(PROFILE_LINK_KINDS.map(profileLinkKindLabel)).toContain('GitHub');
    expect(jobChangeTimingLabel('soon')).toBeNull();
    expect(profileLinkKindLabel(null)).toBeNull();
  });

  it('writes months and periods in Japanese', () => {
    expect(yearMonthLabel('2021-04')).toBe('2021年4月');
    expect(yearMonthLabel('2021-4')).toBeNull();
    expect(careerPeriodLabel('2019-04', '2021-03')).toBe('2019年4月 〜 2021年3月');
    expect(careerPeriodLabel('2021-04', null)).toBe('2021年4月 〜 現在');
  });
});
