import type { UploadTarget } from '../contracts/company';
import { CLIENT_MESSAGES } from '../errors/client-messages';
import { ERROR_CODES } from '../errors/error-codes';
import { ApiRequestError } from './api-request-error';

/** How far an upload is: bytes sent of all bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadFileOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload; the promise then rejects with `upload_aborted`. */
  signal?: AbortSignal;
  /** The request to send with (tests pass a fake); default a new XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

const aborted = () =>
  new ApiRequestError({
    code: ERROR_CODES.upload_aborted,
    message: CLIENT_MESSAGES.uploadAborted,
    httpCode: 0,
  });

const failed = (httpCode: number) =>
  new ApiRequestError({
    code: ERROR_CODES.upload_failed,
    message: CLIENT_MESSAGES.uploadFailed,
    httpCode,
  });

/**
 * PUTs a file to an upload URL of the api (`GET /orgs/{orgId}/attachment-upload-url`) with exactly
 * the headers it names. XMLHttpRequest, not fetch: only it reports upload progress. No token and
 * no cookie go with it: the URL is its own permission, and may belong to another origin (S3).
 * Rejects with an ApiRequestError: `upload_aborted` ('Upload was aborted') when `signal` aborts,
 * `upload_failed` ('Failed to upload file', `httpCode` the answer's status, 0 without one)
 * otherwise.
 */
export function uploadFile(
  target: UploadTarget,
  file: Blob,
  { onProgress, signal, createRequest = () => new XMLHttpRequest() }: UploadFileOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = createRequest();
    const onAbort = () => request.abort();
    const settle = (error?: ApiRequestError) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    request.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers))
      request.setRequestHeader(name, value);
    request.upload.onprogress = (event) =>
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    request.onload = () =>
      settle(request.status >= 200 && request.status < 300 ? undefined : failed(request.status));
    request.onerror = () => settle(failed(0));
    request.ontimeout = () => settle(failed(0));
    request.onabort = () => settle(aborted());
    signal?.addEventListener('abort', onAbort);
    request.send(file);
  });
}
