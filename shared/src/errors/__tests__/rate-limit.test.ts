import { ApiRequestError } from '../../api/api-request-error';
import { RATE_LIMITED_DETAIL_CODE, rateLimitedDetail, retryAfterSecondsOf } from '..';

const refusal = (details: unknown[] | undefined, httpCode = 429, code = 'api_error') =>
  new ApiRequestError({ code, message: 'Too many requests', httpCode, details });

describe('rate-limit answers', () => {
  it('builds the detail with whole seconds, at least one', () => {
    expect(rateLimitedDetail(41.2, 'limit 1 per 60 s')).toEqual({
      code: RATE_LIMITED_DETAIL_CODE,
      message: 'limit 1 per 60 s',
      retryAfterSeconds: 42,
    });
    expect(rateLimitedDetail(0, 'x').retryAfterSeconds).toBe(1);
  });

  it('reads the wait from a 429 carrying the detail, as the api client hands it over', () => {
    expect(retryAfterSecondsOf(refusal([rateLimitedDetail(30, 'x')]))).toBe(30);
    // other details around it do not matter
    expect(
      retryAfterSecondsOf(refusal([{ code: 'other', message: 'x' }, rateLimitedDetail(5, 'x')])),
    ).toBe(5);
    expect(retryAfterSecondsOf(refusal([rateLimitedDetail(5, 'x')]).toApiError())).toBe(5);
  });

  it.each([
    ['another status', refusal([rateLimitedDetail(30, 'x')], 400)],
    ['another code', refusal([rateLimitedDetail(30, 'x')], 429, 'wrong_parameter')],
    ['no details', refusal(undefined)],
    ['a detail without seconds', refusal([{ code: RATE_LIMITED_DETAIL_CODE, message: 'x' }])],
    ['not an error', 'Too many requests'],
    ['nothing', null],
  ])('is null for %s', (_case, error) => {
    expect(retryAfterSecondsOf(error)).toBeNull();
  });
});
