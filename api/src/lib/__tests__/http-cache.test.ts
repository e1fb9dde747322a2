import { createHash } from 'node:crypto';
import { cacheableAnswer, ifNoneMatchHits } from '../http-cache';

describe('cacheableAnswer', () => {
  test('serializes once and tags the bytes with their SHA-256', () => {
    const answer = cacheableAnswer({ value: ['東京'], total: 1 });
    expect(answer.body).toBe('{"value":["東京"],"total":1}');
    expect(answer.etag).toBe(`"${createHash('sha256').update(answer.body).digest('base64url')}"`);
  });

  test('the same value has the same tag, another value another', () => {
    expect(cacheableAnswer({ a: 1 }).etag).toBe(cacheableAnswer({ a: 1 }).etag);
    expect(cacheableAnswer({ a: 2 }).etag).not.toBe(cacheableAnswer({ a: 1 }).etag);
  });
});

describe('ifNoneMatchHits', () => {
  const etag = '"abc"';
  test.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['  "x" ,W/"abc"  ', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('%p → %p', (header, hits) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hits);
  });
});
