import { FakeUploadRequest, createUploadTarget } from '../../testing/fake-upload-request';
import { ApiRequestError } from '../api-request-error';
import { uploadFile } from '../upload-file';

const target = createUploadTarget({
  url: 'https://uploads.example/jobmatch/orgs/o1/a.png?X-Amz-Signature=x',
  objectId: 'orgs/o1/a.png',
});
const file = new Blob([new Uint8Array(100)], { type: 'image/png' });

function start(options: { signal?: AbortSignal; onProgress?: jest.Mock } = {}) {
  const request = new FakeUploadRequest();
  const done = uploadFile(target, file, { ...options, createRequest: () => request.asXhr() });
  return { request, done };
}

describe('uploadFile', () => {
  it('PUTs the file to the URL with exactly its headers, reporting progress', async () => {
    const onProgress = jest.fn();
    const { request, done } = start({ onProgress });
    expect(request).toMatchObject({
      method: 'PUT',
      url: target.url,
      headers: { 'Content-Type': 'image/png' },
      body: file,
    });
    request.progress(40, 100);
    request.progress(60, 0, false);
    request.respond(200);
    await expect(done).resolves.toBeUndefined();
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 40, total: 100 }],
      // without a computable length the file's own size is the total
      [{ loaded: 60, total: 100 }],
    ]);
  });

  it('accepts any 2xx answer (the api says 204, S3 200)', async () => {
    const { request, done } = start();
    request.respond(204);
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects with upload_aborted when the signal aborts, and stops the request', async () => {
    const controller = new AbortController();
    const { request, done } = start({ signal: controller.signal });
    request.progress(10, 100);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(done).rejects.toEqual(
      expect.objectContaining({
        name: 'ApiRequestError',
        code: 'upload_aborted',
        message: 'Upload was aborted',
        httpCode: 0,
      }),
    );
  });

  it('does not start when the signal has aborted already', async () => {
    const controller = new AbortController();
    controller.abort();
    const { request, done } = start({ signal: controller.signal });
    await expect(done).rejects.toMatchObject({ code: 'upload_aborted' });
    expect(request.method).toBe('');
  });

  it('rejects with upload_failed for a refusal (its status) or no answer at all (0)', async () => {
    const refused = start();
    refused.request.respond(403);
    const error = await refused.done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      code: 'upload_failed',
      message: 'Failed to upload file',
      httpCode: 403,
    });

    const offline = start();
    offline.request.onerror?.();
    await expect(offline.done).rejects.toMatchObject({ code: 'upload_failed', httpCode: 0 });

    const slow = start();
    slow.request.ontimeout?.();
    await expect(slow.done).rejects.toMatchObject({ code: 'upload_failed', httpCode: 0 });
  });

  it('forgets the signal once settled', async () => {
    const controller = new AbortController();
    const { request, done } = start({ signal: controller.signal });
    request.respond(200);
    await done;
    controller.abort();
    expect(request.aborted).toBe(false);
  });
});
