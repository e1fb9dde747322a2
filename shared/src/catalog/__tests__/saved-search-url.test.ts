import { savedSearchUrl } from '../saved-search-url';

describe('savedSearchUrl', () => {
  it('runs the keywords and the filters again on /positions, as the list reads them', () => {
    expect(
      savedSearchUrl({ search: ' 決済 ', filters: ['location.tokyo', 'salary.6000000'] }),
    ).toBe('/positions?filters=location.tokyo&filters=salary.6000000&search=%E6%B1%BA%E6%B8%88');
  });

  it('is the bare list without conditions', () => {
    expect(savedSearchUrl({ search: '', filters: [] })).toBe('/positions');
  });
});
