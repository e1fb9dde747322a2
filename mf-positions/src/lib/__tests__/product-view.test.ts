import { i18n } from '@jobmatch/shared';
import '../../app/routes';
import { createProduct, createSkillsAttribute, daysAgo } from '../../testing/fixtures';
import { compensationLabel } from '../compensation-label';
import { MAX_SKILL_TAGS, toProductCard } from '../product-view';
import { skillIndex } from '../skills';

const t = i18n.getFixedT('ja', 'positions');
const skills = skillIndex(createSkillsAttribute());

describe('compensation in Japanese', () => {
  it.each([
    ['month', '400000-600000', '月給 40万〜60万円'],
    ['month', 'lt200000', '月給 20万円未満'],
    ['month', 'gt1000000', '月給 100万円以上'],
    ['day', '10000-20000', '日給 1万〜2万円'],
    ['hour', '2000-3000', '時給 2,000〜3,000円'],
    ['hour', 'gt6000', '時給 6,000円以上'],
    ['month', 550000, '月給 40万〜60万円'],
    ['month', 180000, '月給 20万円未満'],
    ['hour', 2500, '時給 2,000〜3,000円'],
    ['day', 60000, '日給 5万円以上'],
  ])('%s %s → %s', (type, amount, expected) => {
    expect(compensationLabel(t, type, amount)).toBe(expected);
  });

  it('shows a plain amount as it is when asked (the detail page)', () => {
    expect(compensationLabel(t, 'month', 550000, { exact: true })).toBe('月給 55万円〜');
    expect(compensationLabel(t, 'hour', 2500, { exact: true })).toBe('時給 2,500円〜');
  });

  it('gives nothing for unknown types or amounts', () => {
    expect(compensationLabel(t, 'year', '400000-600000')).toBeNull();
    expect(compensationLabel(t, 'month', 'lots')).toBeNull();
  });
});

describe('product card model', () => {
  it('marks a posting published under 14 days ago as new, and not one older', () => {
    const fresh = toProductCard(
      t,
      createProduct({
        publication: { status: 'ACTIVE', since: daysAgo(13), publishedAt: daysAgo(13) },
      }),
      { skills },
    );
    const old = toProductCard(
      t,
      createProduct({
        publication: { status: 'ACTIVE', since: daysAgo(15), publishedAt: daysAgo(15) },
      }),
      { skills },
    );
    expect(fresh.chips?.map((chip) => chip.label)).toContain('新着');
    expect(old.chips?.map((chip) => chip.label)).not.toContain('新着');
  });

  it('shows the remote chip and tag only for remote postings', () => {
    const remote = toProductCard(
      t,
      createProduct({ customFields: { supports_remote_work: true } }),
      { skills },
    );
    const onSite = toProductCard(t, createProduct(), { skills });
    expect(remote.chips?.map((chip) => chip.label)).toContain('リモート可');
    expect(remote.tags?.map((tag) => tag.label)).toContain('リモートワーク可');
    expect(onSite.chips?.map((chip) => chip.label)).not.toContain('リモート可');
  });

  it('tags category, compensation, location and at most five skills by name', () => {
    const product = createProduct({
      attributes: [
        {
          name: 'skills',
          value: ['react', 'typescript', 'vuejs', 'angular', 'svelte', 'nextjs', 'go'],
        },
      ],
    });
    const card = toProductCard(t, product, { skills });
    const labels = card.tags?.map((tag) => tag.label) ?? [];
    expect(labels.slice(0, 3)).toEqual(['フロントエンドエンジニア', '月給 40万〜60万円', '東京都']);
    const skillTags = card.tags?.filter((tag) => tag.key.startsWith('skill-')) ?? [];
    expect(skillTags).toHaveLength(MAX_SKILL_TAGS);
    expect(skillTags.map((tag) => tag.label)).toEqual([
      'React',
      'TypeScript',
      'Vue.js',
      'angular',
      'svelte',
    ]);
  });

  it('links to the posting and leaves the company line out on request', () => {
    const card = toProductCard(t, createProduct({ id: 'abc' }), { skills, withSubtitle: false });
    expect(card.href).toBe('/positions/abc');
    expect(card.subtitle).toBeUndefined();
    expect(toProductCard(t, createProduct(), { skills }).subtitle).toBe('株式会社テスト');
  });
});
