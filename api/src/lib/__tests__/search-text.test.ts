import {
  normalizeSearchText,
  searchDocument,
  searchTerms,
  termGrams,
  textGrams,
} from '../search-text';

describe('search text', () => {
  test('normalises width and case (NFKC, lower-case)', () => {
    expect(normalizeSearchText('ＫＵＢＥＲＮＥＴＥＳ ｶﾀｶﾅ React')).toBe(
      'kubernetes カタカナ react',
    );
  });

  test('grams are the distinct characters and neighbouring pairs, never across whitespace', () => {
    expect(textGrams('東京 都').sort()).toEqual(['京', '東', '東京', '都'].sort());
    expect(textGrams('aaa')).toEqual(['a', 'aa']);
  });

  test('a term needs its character, or all its bigrams', () => {
    expect(termGrams('京')).toEqual(['京']);
    expect(termGrams('東京')).toEqual(['東京']);
    expect(termGrams('東京都')).toEqual(['東京', '京都']);
  });

  test('a document keeps fields apart; terms split on any whitespace', () => {
    expect(searchDocument(['Go', null, '東京'])).toBe('go\n東京');
    expect(searchTerms('  React　東京  react ')).toEqual(['react', '東京']);
  });
});
