import type { User } from '../../contracts';
import {
  matchPostingOf,
  matchProfileOf,
  matchScore,
  postingSalaryReach,
  type MatchPosting,
  type MatchProfile,
} from '..';

const SKILL_NAMES: Record<string, string> = { go: 'Go', kubernetes: 'Kubernetes', aws: 'AWS' };
const skillName = (key: string) => SKILL_NAMES[key] ?? key;

const seeker = (fields: User['customFields'], addressLine1: string | null = '東京都') =>
  matchProfileOf({ addressLine1, customFields: fields }) as MatchProfile;

const goProfile = () =>
  seeker({
    profession_category_names: ['backend_engineer'],
    years_experience: { backend_engineer: '5-10' },
    skills: ['go', 'kubernetes', 'aws'],
    desired_annual_salary: 6_000_000,
    desired_work_style: 'full_remote',
  });

const posting = (overrides: Partial<MatchPosting> = {}): MatchPosting => ({
  categoryId: 'backend_engineer',
  skills: ['go', 'kubernetes', 'aws'],
  salaryReach: 8_000_000,
  workStyle: 'full_remote',
  prefecture: '大阪府',
  ...overrides,
});

describe('the match score (docs/matching.md#match-score)', () => {
  it('gives 100 to a posting that meets every part, with the reasons in Japanese', () => {
    const { score, reasons } = matchScore(goProfile(), posting(), skillName);
    expect(score).toBe(100);
    expect(reasons).toEqual([
      'Go・Kubernetes・AWS が一致',
      'バックエンドエンジニアの経験を活かせる',
      '希望年収（600万円）を満たす',
      'フルリモート可',
    ]);
  });

  it('gives 0 and no reason to a posting that meets nothing', () => {
    const result = matchScore(
      goProfile(),
      posting({
        categoryId: 'designer',
        skills: ['figma'],
        salaryReach: 3_000_000,
        workStyle: 'office',
        prefecture: '沖縄県',
      }),
      skillName,
    );
    expect(result).toEqual({ score: 0, reasons: [] });
  });

  it('weighs the skills in common by the years in the posting’s job type', () => {
    const experienced = matchScore(goProfile(), posting({ categoryId: 'backend_engineer' }));
    const newcomer = seeker({
      profession_category_names: ['backend_engineer'],
      years_experience: { backend_engineer: 'lt1' },
      skills: ['go', 'kubernetes', 'aws'],
      desired_annual_salary: 6_000_000,
      desired_work_style: 'full_remote',
    });
    expect(matchScore(newcomer, posting()).score).toBeLessThan(experienced.score);
    // outside the seeker's job types the skills count for half
    const elsewhere = matchScore(goProfile(), posting({ categoryId: 'sre_engineer' }));
    // 17.5 of the skills' 35, no job type: (17.5 + 20 + 10 + 10) / 100
    expect(elsewhere.score).toBe(58);
  });

  it('gives full skill points for three in common, or all of a posting’s if it lists fewer', () => {
    const profile = goProfile();
    const one = matchScore(profile, posting({ skills: ['go'] }));
    const many = matchScore(
      profile,
      posting({ skills: ['go', 'kubernetes', 'aws', 'rust', 'php'] }),
    );
    expect(one.score).toBe(100);
    expect(many.score).toBe(100);
    const partial = matchScore(profile, posting({ skills: ['go', 'rust', 'php'] }));
    // one of three: (25 + 35 / 3 + 20 + 10 + 10) / 100
    expect(partial.score).toBe(77);
  });

  it('gives half the salary part just under the desired salary and none further down', () => {
    const profile = goProfile();
    const full = matchScore(profile, posting({ salaryReach: 6_000_000 }));
    const near = matchScore(profile, posting({ salaryReach: 5_400_000 }));
    const far = matchScore(profile, posting({ salaryReach: 5_399_999 }));
    const unknown = matchScore(profile, posting({ salaryReach: null }));
    expect(full.score).toBe(100);
    expect(near.score).toBe(90);
    expect(far.score).toBe(80);
    expect(unknown.score).toBe(80);
    expect(near.reasons).not.toContain('希望年収（600万円）を満たす');
  });

  it('leaves out of 100 the parts the profile says nothing about', () => {
    const skillsOnly = seeker({ skills: ['go'] }, null);
    expect(matchScore(skillsOnly, posting({ skills: ['go'] })).score).toBe(50);
    expect(
      matchScore(skillsOnly, posting({ skills: ['go'], categoryId: 'backend_engineer' })).score,
    ).toBe(50);
    const withJobType = seeker({ profession_category_names: ['backend_engineer'] }, null);
    expect(matchScore(withJobType, posting()).score).toBe(100);
  });

  it('rates work styles: hybrid fits a hybrid or remote seeker, office fits half a remote one', () => {
    const hybrid = seeker({ skills: ['go'], desired_work_style: 'hybrid' }, null);
    const remote = seeker({ skills: ['go'], desired_work_style: 'full_remote' }, null);
    const skills = ['go'];
    expect(matchScore(hybrid, posting({ skills, workStyle: 'hybrid' })).reasons).toContain(
      'ハイブリッド勤務',
    );
    expect(matchScore(hybrid, posting({ skills, workStyle: 'full_remote' })).reasons).toContain(
      'フルリモート可',
    );
    expect(matchScore(remote, posting({ skills, workStyle: 'hybrid' })).score).toBe(
      Math.round((100 * (35 * 0.5 + 5)) / 45),
    );
  });

  it('counts a fully remote posting as in the seeker’s prefecture and names a prefecture that matches', () => {
    const profile = seeker({ skills: ['go'] }, '大阪府');
    const remote = matchScore(profile, posting({ skills: ['go'], prefecture: '東京都' }));
    const local = matchScore(profile, posting({ skills: ['go'], workStyle: 'office' }));
    expect(remote.score).toBe(local.score);
    expect(local.reasons).toContain('勤務地が大阪府');
  });

  it('has no profile to score without a job type or a skill', () => {
    expect(
      matchProfileOf({ addressLine1: '東京都', customFields: { desired_annual_salary: 6e6 } }),
    ).toBeNull();
    expect(matchProfileOf(null)).toBeNull();
  });

  it('reads a card: its category, skills, pay reach, work style and prefecture', () => {
    expect(
      matchPostingOf({
        category: { id: 'backend_engineer' },
        attributes: [{ value: ['go', 'aws'] }],
        addressLine1: '東京都',
        customFields: {
          annual_salary_min: 6_000_000,
          annual_salary_max: 9_000_000,
          work_style: 'hybrid',
        },
      }),
    ).toEqual({
      categoryId: 'backend_engineer',
      skills: ['go', 'aws'],
      salaryReach: 9_000_000,
      workStyle: 'hybrid',
      prefecture: '東京都',
    });
  });

  it('reaches a year of a pay basis without a 年収 range', () => {
    expect(postingSalaryReach({ compensation_type: 'month', compensation_amount: 500_000 })).toBe(
      6_000_000,
    );
    expect(
      postingSalaryReach({
        compensation_type: 'hour',
        compensation_amount: 3000,
        compensation_amount_max: 4000,
      }),
    ).toBe(7_680_000);
    expect(postingSalaryReach({ compensation_type: 'week', compensation_amount: 1 })).toBeNull();
  });
});
