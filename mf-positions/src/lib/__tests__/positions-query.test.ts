import { positionsUrl, readPositionsQuery, toPositionsSearchParams } from '../positions-query';

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
