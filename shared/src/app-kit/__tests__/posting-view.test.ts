import { skillIndex } from '../../catalog';
import type { Product } from '../../contracts';
import { testSkills } from '../../testing';
import {
  MAX_SKILL_TAGS,
  prefectureLabel,
  productChips,
  productCompensation,
  productSkillKeys,
  productTags,
} from '../posting-view';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const skills = skillIndex(testSkills);

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'product-1',
    name: 'Goエンジニア募集',
    description: 'APIの開発をお任せします。',
    organizationId: 'org-1',
    organization: { id: 'org-1', name: '株式会社テスト', logoImageUri: null, iconImageUri: null },
    category: { id: 'backend_engineer', name: 'Backend' },
    addressLine1: '東京都',
    addressLine2: '渋谷区',
    attributes: [{ name: 'skills', value: ['go'] }],
    publication: { status: 'ACTIVE', since: daysAgo(30), until: null, publishedAt: daysAgo(30) },
    customFields: { compensation_type: 'month', compensation_amount: 500000 },
    ...overrides,
  };
}

describe('posting view', () => {
  it('marks a posting published under 14 days ago as new, and not one older', () => {
    const labels = (days: number) =>
      productChips(
        product({
          publication: { status: 'ACTIVE', since: daysAgo(days), publishedAt: daysAgo(days) },
        }),
      ).map((chip) => chip.label);
    expect(labels(13)).toContain('新着');
    expect(labels(15)).not.toContain('新着');
  });

  it('shows the remote chip and tag only for remote postings', () => {
    const remote = product({ customFields: { supports_remote_work: true } });
    expect(productChips(remote).map((chip) => chip.label)).toContain('リモート可');
    expect(productTags(remote, skills).map((tag) => tag.label)).toContain('リモートワーク可');
    expect(productChips(product()).map((chip) => chip.label)).not.toContain('リモート可');
  });

  it('tags category, compensation, location and at most five skills by name', () => {
    const tags = productTags(
      product({
        attributes: [
          { name: 'skills', value: ['go', 'java', 'react', 'postgresql', 'rust', 'kotlin'] },
        ],
      }),
      skills,
    );
    expect(tags.slice(0, 3).map((tag) => tag.label)).toEqual([
      'バックエンドエンジニア',
      '月額 50万円〜',
      '東京都',
    ]);
    const skillTags = tags.filter((tag) => tag.key.startsWith('skill-'));
    expect(skillTags).toHaveLength(MAX_SKILL_TAGS);
    expect(skillTags.map((tag) => tag.label)).toEqual([
      'Go',
      'Java',
      'React',
      'PostgreSQL',
      'rust',
    ]);
  });

  it("words the posting's own pay, never the band it falls in (docs/positions.md#compensation-wording)", () => {
    const pay = (type: string, amount: number) =>
      productCompensation(
        product({ customFields: { compensation_type: type, compensation_amount: amount } }),
      );
    expect(pay('month', 350000)).toBe('月額 35万円〜');
    expect(pay('day', 35000)).toBe('日額 3.5万円〜');
    expect(pay('hour', 2500)).toBe('時給 2,500円〜');
  });

  it('tags the 年収 range, the employment type and how remote the work is', () => {
    const tags = productTags(
      product({
        customFields: {
          compensation_type: 'month',
          compensation_amount: 500000,
          annual_salary_min: 6_000_000,
          annual_salary_max: 8_000_000,
          employment_type: 'full_time',
          work_style: 'full_remote',
          supports_remote_work: true,
        },
      }),
      skills,
    );
    const label = (key: string) => tags.find((tag) => tag.key === key)?.label;
    expect(label('compensation')).toBe('年収 600万〜800万円');
    expect(label('employmentType')).toBe('正社員');
    expect(label('remoteWork')).toBe('フルリモート');
    const office = productTags(
      product({ customFields: { work_style: 'office', supports_remote_work: false } }),
      skills,
    );
    expect(office.find((tag) => tag.key === 'remoteWork')).toBeUndefined();
  });

  it('reads skill keys as a list or comma-separated, and prefectures by name or key', () => {
    expect(productSkillKeys({ attributes: [{ values: 'go, java,' }] })).toEqual(['go', 'java']);
    expect(productSkillKeys({ attributes: [] })).toEqual([]);
    expect(prefectureLabel('tokyo')).toBe('東京都');
    expect(prefectureLabel('大阪府')).toBe('大阪府');
    expect(prefectureLabel(null)).toBeNull();
  });
});
