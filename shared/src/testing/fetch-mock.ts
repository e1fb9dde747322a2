import type { FetchLike } from '../api/api-client';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A canned response: status plus JSON body (an `{ error }` body for failures). */
export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** A JSON `Response`, as the API sends it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A fetch that answers from a handler and records every request, for API-client and session tests.
 * The handler gets the recorded request and returns the response for it.
 */
export function createFetchMock(handler: (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: RecordedRequest = { url, method: init.method ?? 'GET', headers, body };
    requests.push(request);
    const { status = 200, body: responseBody } = await handler(request);
    return jsonResponse(status, responseBody);
  };
  return { fetch, requests };
}
