import { i18n, MAX_SKILL_TAGS, skillIndex } from '@jobmatch/shared';
import '../../app/routes';
import { createProductListItem, createSkillsAttribute, daysAgo } from '../../testing/fixtures';
import { toProductCard } from '../product-view';

// The chips, tags and pay wording themselves are the posting view's (shared app kit), tested there.

const t = i18n.getFixedT('ja', 'positions');
const skills = skillIndex(createSkillsAttribute());

describe('product card model', () => {
  it("carries the posting's chips and tags, as its page shows them", () => {
    const card = toProductCard(
      t,
      createProductListItem({
        publication: { status: 'ACTIVE', since: daysAgo(3), publishedAt: daysAgo(3) },
        customFields: {
          supports_remote_work: true,
          compensation_type: 'month',
          compensation_amount: 500000,
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
    expect(card.chips?.map((chip) => chip.label)).toEqual(['新着', 'リモート可']);
    const labels = card.tags?.map((tag) => tag.label) ?? [];
    expect(labels.slice(0, 4)).toEqual([
      'フロントエンドエンジニア',
      '月給 50万円〜',
      '東京都',
      'リモートワーク可',
    ]);
    expect(card.tags?.filter((tag) => tag.key.startsWith('skill-'))).toHaveLength(MAX_SKILL_TAGS);
    expect(card.tagsLabel).toBe('求人の特徴');
  });

  it("shows the list item's summary, the start of the description the api sends", () => {
    const card = toProductCard(
      t,
      createProductListItem({
        summary: '決済基盤の開発をお任せします。 ■ 主な業務内容 ・API設計…',
      }),
      { skills },
    );
    expect(card.summary).toBe('決済基盤の開発をお任せします。 ■ 主な業務内容 ・API設計…');
    expect(card.title).toBe('Reactエンジニア募集');
    expect(card.subtitle).toBe('株式会社テスト');
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
