import { positionsUrl, readPositionsQuery, toPositionsSearchParams } from '../positions-query';

describe('query parameters ↔ search', () => {
  it('reads repeated and comma-separated filters and the search text', () => {
    const params = new URLSearchParams(
      'filters=location.tokyo&filters=skills.frontend.react,category.qa_engineer&search=%20React%20',
    );
    expect(readPositionsQuery(params)).toEqual({
      filters: ['location.tokyo', 'skills.frontend.react', 'category.qa_engineer'],
      search: 'React',
      sort: 'newest',
    });
  });

  it('reads the salary floor, employment types and work styles, one floor only', () => {
    const params = new URLSearchParams(
      'filters=salary.6000000&filters=salary.8000000&filters=employment.full_time' +
        '&filters=employment.contract&filters=work_style.full_remote&filters=salary.6500000' +
        '&filters=employment.intern&filters=work_style.office',
    );
    expect(readPositionsQuery(params).filters).toEqual([
      'salary.6000000',
      'employment.full_time',
      'employment.contract',
      'work_style.full_remote',
    ]);
  });

  it('drops selections the catalogue does not know, once it is given', () => {
    const params = new URLSearchParams(
      'filters=category.backend_engineer,category.astronaut,skills.backend.go,skills.backend.cobol',
    );
    expect(
      readPositionsQuery(params, {
        categoryIds: ['backend_engineer'],
        skillGroupOf: (skill) => (skill === 'go' ? 'backend' : undefined),
      }).filters,
    ).toEqual(['category.backend_engineer', 'skills.backend.go']);
    expect(readPositionsQuery(params).filters).toHaveLength(4);
  });

  it('reads the order: 関連度順 only with a search term, anything unknown as 新着順', () => {
    const sortOf = (query: string) => readPositionsQuery(new URLSearchParams(query)).sort;
    expect(sortOf('sort=salary')).toBe('salary');
    expect(sortOf('sort=relevance&search=Go')).toBe('relevance');
    expect(sortOf('sort=relevance')).toBe('newest');
    expect(sortOf('sort=cheapest')).toBe('newest');
    expect(sortOf('')).toBe('newest');
  });

  it('writes one filters parameter per selection and leaves empty parts and 新着順 out', () => {
    expect(
      toPositionsSearchParams({
        filters: ['location.tokyo', 'skills.frontend.react'],
        search: 'Go 言語',
      }).toString(),
    ).toBe('filters=location.tokyo&filters=skills.frontend.react&search=Go+%E8%A8%80%E8%AA%9E');
    expect(toPositionsSearchParams({ filters: [], search: '  ' }).toString()).toBe('');
    expect(toPositionsSearchParams({ filters: [], search: '', sort: 'newest' }).toString()).toBe(
      '',
    );
    expect(toPositionsSearchParams({ filters: [], search: '', sort: 'relevance' }).toString()).toBe(
      '',
    );
    expect(
      positionsUrl('/positions', { filters: ['salary.6000000'], search: '', sort: 'salary' }),
    ).toBe('/positions?filters=salary.6000000&sort=salary');
    expect(positionsUrl('/positions', { filters: [], search: '' })).toBe('/positions');
  });

  it('round-trips', () => {
    const query = {
      filters: [
        'location.remote_work',
        'category.backend_engineer',
        'skills.backend.go',
        'salary.7000000',
        'employment.freelance',
        'work_style.hybrid',
      ],
      search: 'リモート',
      sort: 'relevance' as const,
    };
    expect(readPositionsQuery(toPositionsSearchParams(query))).toEqual(query);
  });
});
