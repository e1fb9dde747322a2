import {
  FILTER_LIMITS,
  isGroupAtLimit,
  normalizeSelections,
  positionsUrl,
  readPositionsQuery,
  selectionGroup,
  toggleSelection,
  toPositionsSearchParams,
} from '../filter-selections';

describe('filter selections', () => {
  it('knows the three groups and rejects anything else', () => {
    expect(selectionGroup('location.remote_work')).toBe('location');
    expect(selectionGroup('location.tokyo')).toBe('location');
    expect(selectionGroup('category.backend_engineer')).toBe('category');
    expect(selectionGroup('skills.frontend.react')).toBe('skills');
    expect(selectionGroup('skills.react')).toBeNull();
    expect(selectionGroup('salary.high')).toBeNull();
    expect(selectionGroup('location.')).toBeNull();
  });

  it('toggles a selection on and off', () => {
    const on = toggleSelection([], 'location.tokyo');
    expect(on).toEqual(['location.tokyo']);
    expect(toggleSelection(on, 'location.tokyo')).toEqual([]);
  });

  it.each([
    [
      'location',
      FILTER_LIMITS.location,
      (i: number) => `location.${['tokyo', 'osaka', 'kyoto', 'aichi', 'fukuoka', 'hokkaido'][i]}`,
    ],
    ['category', FILTER_LIMITS.category, (i: number) => `category.c${i}`],
    ['skills', FILTER_LIMITS.skills, (i: number) => `skills.g.k${i}`],
  ] as const)('does not add beyond the %s limit of %i, but still removes', (group, limit, make) => {
    let selections: string[] = [];
    for (let i = 0; i < limit; i += 1) selections = toggleSelection(selections, make(i));
    expect(selections).toHaveLength(limit);
    expect(isGroupAtLimit(selections, group)).toBe(true);
    expect(toggleSelection(selections, make(limit))).toEqual(selections);
    expect(toggleSelection(selections, make(0))).toHaveLength(limit - 1);
  });

  it('counts limits per group, not overall', () => {
    const five = ['tokyo', 'osaka', 'kyoto', 'aichi', 'fukuoka'].map((key) => `location.${key}`);
    expect(toggleSelection(five, 'category.backend_engineer')).toContain(
      'category.backend_engineer',
    );
  });

  it('cleans URL selections: unknown shapes and prefectures, duplicates, over-limit values', () => {
    expect(
      normalizeSelections([
        'location.tokyo',
        'location.tokyo',
        'location.atlantis',
        'nonsense',
        'category.a',
        'category.b',
        'category.c',
        'category.d',
        'location.remote_work',
      ]),
    ).toEqual(['location.tokyo', 'category.a', 'category.b', 'category.c', 'location.remote_work']);
  });
});

describe('query parameters ↔ search', () => {
  it('reads repeated and comma-separated filters and the search text', () => {
    const params = new URLSearchParams(
      'filters=location.tokyo&filters=skills.frontend.react,category.qa_engineer&search=%20React%20',
    );
    expect(readPositionsQuery(params)).toEqual({
      filters: ['location.tokyo', 'skills.frontend.react', 'category.qa_engineer'],
      search: 'React',
    });
  });

  it('writes one filters parameter per selection and leaves empty parts out', () => {
    expect(
      toPositionsSearchParams({
        filters: ['location.tokyo', 'skills.frontend.react'],
        search: 'Go 言語',
      }).toString(),
    ).toBe('filters=location.tokyo&filters=skills.frontend.react&search=Go+%E8%A8%80%E8%AA%9E');
    expect(toPositionsSearchParams({ filters: [], search: '  ' }).toString()).toBe('');
    expect(positionsUrl('/positions', { filters: [], search: '' })).toBe('/positions');
  });

  it('round-trips', () => {
    const query = {
      filters: ['location.remote_work', 'category.backend_engineer', 'skills.backend.go'],
      search: 'リモート',
    };
    expect(readPositionsQuery(toPositionsSearchParams(query))).toEqual(query);
  });
});
