import type { UploadTarget } from '../contracts';

/** A signed upload target as the api hands it out: a PUT of a PNG; the test gives its URL and object. */
export function createUploadTarget(
  overrides: Partial<UploadTarget> & Pick<UploadTarget, 'url' | 'objectId'>,
): UploadTarget {
  return {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    expiresAt: '2026-04-01T00:10:00.000Z',
    ...overrides,
  };
}

/**
 * The XMLHttpRequest of an upload (`uploadFile`), driven by the test: it records what was sent
 * and answers only when told (`progress`, `respond`, or its handlers called directly).
 */
export class FakeUploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }

  /** This fake where an XMLHttpRequest is expected (`uploadFile`'s `createRequest`). */
  asXhr(): XMLHttpRequest {
    return this as unknown as XMLHttpRequest;
  }
}

/**
 * Puts `FakeUploadRequest` in place of the global XMLHttpRequest (for pages that upload through
 * the real `uploadFile`); call `restore` after the test. `latest()` is the upload in flight.
 */
export function installFakeUploadRequests() {
  const real = globalThis.XMLHttpRequest;
  const requests: FakeUploadRequest[] = [];
  globalThis.XMLHttpRequest = class extends FakeUploadRequest {
    constructor() {
      super();
      requests.push(this);
    }
  } as unknown as typeof XMLHttpRequest;
  return {
    requests,
    latest(): FakeUploadRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no upload started');
      return request;
    },
    restore() {
      globalThis.XMLHttpRequest = real;
    },
  };
}
