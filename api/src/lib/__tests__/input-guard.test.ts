import { ApiError } from '../api-error';
import { findInputProblem, isNestedDeeperThan, MAX_INPUT_DEPTH } from '../input-guard';
import { assertSafeInput } from '../request-validation';

const NUL = '\u0000';
const LONE = '\uDC00';
const nested = (depth: number): unknown =>
  JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

describe('findInputProblem', () => {
  test('plain input, emoji and right-to-left text pass', () => {
    expect(findInputProblem({ name: '山田 😀', tags: ['\u202Eabc', 'שלום'], n: 1, ok: null })).toBe(
      undefined,
    );
    expect(findInputProblem(undefined)).toBe(undefined);
  });

  test('finds NUL and lone surrogates in values and keys, with their path', () => {
    expect(findInputProblem({ a: { b: ['x', `y${NUL}`] } })).toEqual({
      path: ['a', 'b', '1'],
      problem: 'unsafe_text',
    });
    expect(findInputProblem({ [`k${LONE}`]: 1 })).toEqual({
      path: [`k${LONE}`],
      problem: 'unsafe_text',
    });
    expect(findInputProblem(`top${NUL}`)).toEqual({ path: [], problem: 'unsafe_text' });
  });

  test(`refuses nesting past ${MAX_INPUT_DEPTH} levels without recursing`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBe(undefined);
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))?.problem).toBe('too_deep');
    // deeper than the call stack would allow a recursive walk
    expect(findInputProblem(nested(100_000))?.problem).toBe('too_deep');
  });
});

test('isNestedDeeperThan counts the value itself as level 1 and ignores text', () => {
  expect(isNestedDeeperThan({ a: [1] }, 2)).toBe(false);
  expect(isNestedDeeperThan({ a: [[1]] }, 2)).toBe(true);
  expect(isNestedDeeperThan({ a: `x${NUL}` }, 1)).toBe(false);
  expect(isNestedDeeperThan('text', 0)).toBe(false);
});

test('assertSafeInput answers 400 schema_mismatch_error naming the part and the path', () => {
  expect(() => assertSafeInput('query', { search: 'ok' })).not.toThrow();
  try {
    assertSafeInput('body', { customFields: { note: `x${NUL}` } });
    throw new Error('not thrown');
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'schema_mismatch_error',
      target: 'customFields.note',
    });
  }
  expect(() => assertSafeInput('params', `x${LONE}`)).toThrow(
    expect.objectContaining({ target: 'params' }),
  );
});
