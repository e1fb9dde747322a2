import { fromDatabaseError, isUniqueViolation, orTaken } from '../database-errors';

describe('fromDatabaseError', () => {
  test('a cancelled statement is 503 api_error with Retry-After', () => {
    const error = fromDatabaseError({ code: '57014' });
    expect(error).toMatchObject({ statusCode: 503, code: 'api_error', retryAfterSeconds: 5 });
  });

  test.each(['22021', '22008', '22P02', '54000'])(
    'a refused value (%s) is 400 wrong_parameter',
    (code) => {
      expect(fromDatabaseError({ code })).toMatchObject({
        statusCode: 400,
        code: 'wrong_parameter',
      });
    },
  );

  test.each([{ code: '23505' }, { code: '42P01' }, new Error('boom'), null])(
    'anything else is not answered here (%p)',
    (error) => {
      expect(fromDatabaseError(error)).toBeUndefined();
    },
  );
});

describe('orTaken', () => {
  test("a unique index's refusal is 'taken'; results and other errors pass through", async () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(null)).toBe(false);
    await expect(orTaken(Promise.reject({ code: '23505' }))).resolves.toBe('taken');
    await expect(orTaken(Promise.resolve('row'))).resolves.toBe('row');
    await expect(orTaken(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
