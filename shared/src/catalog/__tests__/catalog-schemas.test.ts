import { CatalogDataError, parseCategories, parseSkillsAttribute } from '..';

const attribute = {
  id: 'skills',
  name: 'skills',
  type: 'MultiSelect',
  items: [{ key: 'react', value: 'React', groupName: 'frontend' }],
  itemGroups: [{ key: 'frontend', name: 'フロントエンド', categoryIds: ['frontend_engineer'] }],
};

describe('parseCategories', () => {
  it('keeps the categories in order, without unknown fields', () => {
    expect(
      parseCategories([
        { id: 'backend_engineer', name: 'バックエンドエンジニア', extra: 1 },
        { id: 'qa_engineer', name: 'QAエンジニア' },
      ]),
    ).toEqual([
      { id: 'backend_engineer', name: 'バックエンドエンジニア' },
      { id: 'qa_engineer', name: 'QAエンジニア' },
    ]);
  });

  it('throws a CatalogDataError for anything else', () => {
    expect(() => parseCategories(undefined)).toThrow(CatalogDataError);
    expect(() => parseCategories([{ id: '', name: 'x' }])).toThrow(/invalid categories/);
    expect(() => parseCategories([{ name: 'x' }])).toThrow(CatalogDataError);
  });
});

describe('parseSkillsAttribute', () => {
  it('accepts the attribute the api serves', () => {
    expect(parseSkillsAttribute(attribute)).toEqual({ success: true, attribute });
  });

  it('accepts a group without a name (readers fall back to our name or its key)', () => {
    const result = parseSkillsAttribute({
      ...attribute,
      itemGroups: [{ key: 'frontend', categoryIds: [] }],
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['items not a list', { ...attribute, items: 'not-a-list' }],
    ['an item without a key', { ...attribute, items: [{ value: 'React', groupName: 'frontend' }] }],
    ['a group without category ids', { ...attribute, itemGroups: [{ key: 'frontend' }] }],
    ['another attribute', { ...attribute, name: 'languages' }],
  ])('reports %s as a problem instead of throwing', (_, raw) => {
    const result = parseSkillsAttribute(raw);
    expect(result.success).toBe(false);
    expect(result.success ? '' : result.problem).not.toBe('');
  });
});
