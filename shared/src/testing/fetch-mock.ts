import type { FetchLike } from '../api/api-client';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  /** Whether the browser would send cookies (the refresh call sends its cookie). */
  credentials?: RequestCredentials;
}

/** A canned response: status plus JSON body (an `{ error }` body for failures). */
export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/**
 * A JSON response, as the API sends it. Only the parts the client reads, because jsdom (the
 * default test environment) has no `Response`.
 */
export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return response as unknown as Response;
}

function headersOf(init: RequestInit): Record<string, string> {
  const entries = Object.entries((init.headers ?? {}) as Record<string, string>);
  return Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * A fetch that answers from a handler and records every request, for API-client and session tests.
 * The handler gets the recorded request and returns the response for it.
 */
export function createFetchMock(
  handler: (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>,
) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = headersOf(init);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers,
      body,
      ...(init.credentials ? { credentials: init.credentials } : {}),
    };
    requests.push(request);
    const { status = 200, body: responseBody } = await handler(request);
    return jsonResponse(status, responseBody);
  };
  return { fetch, requests };
}
