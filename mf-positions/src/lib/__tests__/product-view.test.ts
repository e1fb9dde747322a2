import { i18n, skillIndex } from '@jobmatch/shared';
import '../../app/routes';
import { createProduct, createSkillsAttribute, daysAgo } from '../../testing/fixtures';
import { MAX_SKILL_TAGS, toProductCard } from '../product-view';

const t = i18n.getFixedT('ja', 'positions');
const skills = skillIndex(createSkillsAttribute());

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
    expect(labels.slice(0, 3)).toEqual(['フロントエンドエンジニア', '月給 50万円〜', '東京都']);
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

  it("tags the posting's own pay, never the band it falls in (docs/positions.md#compensation-wording)", () => {
    const pay = (type: string, amount: number) =>
      toProductCard(
        t,
        createProduct({ customFields: { compensation_type: type, compensation_amount: amount } }),
        { skills },
      ).tags?.find((tag) => tag.key === 'compensation')?.label;
    expect(pay('month', 350000)).toBe('月給 35万円〜');
    expect(pay('day', 35000)).toBe('日給 3.5万円〜');
    expect(pay('hour', 2500)).toBe('時給 2,500円〜');
  });

  it('links to the posting and leaves the company line out on request', () => {
    const card = toProductCard(t, createProduct({ id: 'abc' }), { skills, withSubtitle: false });
    expect(card.href).toBe('/positions/abc');
    expect(card.subtitle).toBeUndefined();
    expect(toProductCard(t, createProduct(), { skills }).subtitle).toBe('株式会社テスト');
  });
});
