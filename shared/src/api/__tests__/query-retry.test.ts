import { ApiRequestError } from '../api-request-error';
import { QUERY_RETRY_LIMIT, shouldRetryQuery } from '../query-retry';

const failure = (httpCode: number, code = 'api_error') =>
  new ApiRequestError({ code, message: 'failed', httpCode });

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 499])('never retries a %s', (httpCode) => {
    expect(shouldRetryQuery(0, failure(httpCode, 'wrong_parameter'))).toBe(false);
  });

  it.each([
    ['a 500', failure(500)],
    ['a 503', failure(503)],
    ['a network failure', failure(0)],
    ['an error that is no api error', new Error('boom')],
  ])('retries %s up to the limit', (_, error) => {
    for (let count = 0; count < QUERY_RETRY_LIMIT; count++)
      expect(shouldRetryQuery(count, error)).toBe(true);
    expect(shouldRetryQuery(QUERY_RETRY_LIMIT, error)).toBe(false);
  });
});
