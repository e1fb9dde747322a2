import { i18n, MAX_SKILL_TAGS, skillIndex } from '@jobmatch/shared';
import '../../app/routes';
import { createProductListItem, createSkillsAttribute, daysAgo } from '../../testing/fixtures';
import { postedLabel, toProductCard } from '../product-view';

// The pay, employment and remote wording themselves are the posting view's (shared app kit), tested there.

const t = i18n.getFixedT('ja', 'positions');
const skills = skillIndex(createSkillsAttribute());

describe('product card model', () => {
  it("states the posting's pay range, employment type, place and up to five skills", () => {
    const card = toProductCard(
      t,
      createProductListItem({
        publication: { status: 'ACTIVE', since: daysAgo(3), publishedAt: daysAgo(3) },
        customFields: {
          supports_remote_work: true,
          employment_type: 'full_time',
          annual_salary_min: 6_000_000,
          annual_salary_max: 8_000_000,
          work_style: 'full_remote',
        },
        attributes: [
          {
            name: 'skills',
            value: ['react', 'typescript', 'vuejs', 'angular', 'svelte', 'nextjs', 'go'],
          },
        ],
      }),
      { skills },
    );
    expect(card.facts?.map((fact) => fact.label)).toEqual([
      '年収 600万〜800万円',
      '正社員',
      '東京都',
      'フルリモート',
    ]);
    expect(card.factsLabel).toBe('募集条件');
    // remote work is a fact, not a chip too
    expect(card.chips?.map((chip) => chip.label)).toEqual(['新着']);
    expect(card.tags).toHaveLength(MAX_SKILL_TAGS);
    expect(card.tags?.[0]).toEqual({ key: 'skill-react', label: 'React' });
    expect(card.tagsLabel).toBe('スキル');
    expect(card.posted?.label).toBe('3日前');
  });

  it('reads an older posting without a 年収 range: its pay basis and リモートワーク可', () => {
    const card = toProductCard(
      t,
      createProductListItem({
        addressLine1: null,
        customFields: {
          supports_remote_work: true,
          compensation_type: 'month',
          compensation_amount: 500000,
        },
      }),
      { skills },
    );
    expect(card.facts).toEqual([
      { key: 'pay', label: '月額 50万円〜', icon: 'pay' },
      { key: 'remoteWork', label: 'リモートワーク可', icon: 'remote' },
    ]);
    expect(card.chips).toEqual([]);
  });

  it('has no image and no summary: the posting page has them', () => {
    const card = toProductCard(
      t,
      createProductListItem({ images: [{ url: '/title.png' }], summary: '決済基盤の開発' }),
      { skills },
    );
    expect(card).not.toHaveProperty('imageUrl');
    expect(card).not.toHaveProperty('summary');
    expect(card.title).toBe('Reactエンジニア募集');
  });

  it('links to the posting and leaves the company line out on request', () => {
    const card = toProductCard(t, createProductListItem({ id: 'abc' }), {
      skills,
      withSubtitle: false,
    });
    expect(card.href).toBe('/positions/abc');
    expect(card.subtitle).toBeUndefined();
    expect(toProductCard(t, createProductListItem(), { skills }).subtitle).toBe('株式会社テスト');
  });
});

describe('postedLabel', () => {
  // 2026-11-28 10:00 in Tokyo
  const now = new Date('2026-11-28T01:00:00Z');

  it('counts Tokyo calendar days, not 24-hour spans', () => {
    expect(postedLabel(t, '2026-11-27T16:00:00Z', now)).toBe('本日掲載'); // 11/28 01:00 JST
    expect(postedLabel(t, '2026-11-27T14:00:00Z', now)).toBe('昨日掲載'); // 11/27 23:00 JST
    expect(postedLabel(t, '2026-11-25T03:00:00Z', now)).toBe('3日前');
    expect(postedLabel(t, '2026-11-22T03:00:00Z', now)).toBe('6日前');
  });

  it('gives the date after a week, with the year when it is not this one', () => {
    expect(postedLabel(t, '2026-11-20T03:00:00Z', now)).toBe('11月20日掲載');
    expect(postedLabel(t, '2025-12-31T16:00:00Z', now)).toBe('1月1日掲載');
    expect(postedLabel(t, '2025-12-31T03:00:00Z', now)).toBe('2025年12月31日掲載');
  });

  it('reads a start a moment ahead as today, and nothing without a date', () => {
    expect(postedLabel(t, '2026-11-28T02:00:00Z', now)).toBe('本日掲載');
    expect(postedLabel(t, null, now)).toBeNull();
    expect(postedLabel(t, 'not a date', now)).toBeNull();
  });
});
