import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../api/api-request-error';
import { uploadFile } from '../../api/upload-file';
import { UPLOAD_RULES } from '../../domain/upload-rules';
import { errorMessage } from '../../errors/error-messages';
import { FakeUploadRequest, createUploadTarget, renderWithProviders } from '../../testing';
import { ImageUploadField, type ImageUploadFieldProps } from '../image-upload-field';

const target = createUploadTarget({
  url: '/api/catalog/uploads/orgs/o1/a.png?signature=x',
  objectId: 'orgs/o1/a.png',
});

const png = (size = 100, name = 'logo.png') =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(props: Partial<ImageUploadFieldProps> = {}) {
  const requests: FakeUploadRequest[] = [];
  const requestTarget = jest.fn(async () => target);
  const register = jest.fn(async () => undefined);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <ImageUploadField
      label="ロゴ"
      rule={UPLOAD_RULES.logo}
      currentUrl={null}
      requestTarget={requestTarget}
      register={register}
      uploadFile={(uploadTarget, file, options) =>
        uploadFile(uploadTarget, file, {
          ...options,
          createRequest: () => {
            const request = new FakeUploadRequest();
            requests.push(request);
            return request.asXhr();
          },
        })
      }
      {...props}
    />,
  );
  const field = screen.getByRole('group', { name: 'ロゴ' });
  return {
    user,
    field,
    requestTarget,
    register,
    /** The upload now in flight. */
    request: () => {
      const request = requests.at(-1);
      if (!request) throw new Error('no upload started');
      return request;
    },
    input: () => screen.getByLabelText<HTMLInputElement>('ロゴ', { selector: 'input' }),
  };
}

describe('ImageUploadField', () => {
  it('shows the current image in its box, or says there is none', () => {
    const { field } = setup({ currentUrl: '/api/catalog/files/orgs/o1/old.png' });
    expect(within(field).getByRole('img', { name: '現在のロゴ' })).toHaveAttribute(
      'src',
      '/api/catalog/files/orgs/o1/old.png',
    );
    expect(within(field).getByText('PNG、JPEG、WebP、2MBまで', { exact: false })).toBeVisible();
  });

  it('has no image to show when there is none; the box keeps its size either way', () => {
    const { field } = setup({ previewSize: { width: 342, height: 135 } });
    expect(within(field).queryByRole('img')).toBeNull();
    const empty = within(field).getByText('画像が登録されていません');
    expect(empty).toBeVisible();
    expect(empty.parentElement).toHaveStyle({ width: '342px', height: '135px' });
  });

  it('opens the file picker from a button reached by keyboard', async () => {
    const { user, input } = setup();
    const click = jest.spyOn(input(), 'click');
    await user.tab();
    const button = screen.getByRole('button', { name: '画像を選択' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('uploads a chosen file with a progress bar, then registers it', async () => {
    const { user, input, requestTarget, register, request } = setup();
    const file = png();
    await user.upload(input(), file);
    expect(requestTarget).toHaveBeenCalledWith(file);

    const bar = await screen.findByRole('progressbar', { name: 'アップロードの進行状況' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(request().url).toBe(target.url);
    act(() => request().progress(45, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    expect(register).not.toHaveBeenCalled();

    await act(async () => request().respond(200));
    expect(register).toHaveBeenCalledWith(target.objectId);
    expect(await screen.findByRole('status')).toHaveTextContent('アップロードしました');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('中止 stops the upload; nothing is registered', async () => {
    const { user, input, register, request } = setup();
    await user.upload(input(), png());
    await screen.findByRole('progressbar');
    // the choose button stays (inert) so the focus has somewhere to be
    expect(screen.getByRole('button', { name: '画像を選択' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '中止' }));
    expect(request().aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('アップロードを中止しました');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: '中止' })).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a file of another type',
      [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })],
      'ファイル形式はPNG、JPEG、WebPのいずれかにしてください',
    ],
    [
      'a file over the limit',
      [png(UPLOAD_RULES.logo.maxBytes + 1)],
      'ファイルサイズは2,097,152バイト以下にしてください',
    ],
  ])('shows the rule’s message for %s and sends nothing', async (_name, files, message) => {
    const { user, input, requestTarget } = setup();
    await user.upload(input(), files);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: '画像を選択' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(requestTarget).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes a dropped file, and refuses two at once', async () => {
    const { field, requestTarget } = setup();
    const box = within(field).getByText('画像が登録されていません').parentElement!;
    fireEvent.drop(box, { dataTransfer: { files: [png(), png(10, 'b.png')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('ファイルは1つだけ選択してください');
    expect(requestTarget).not.toHaveBeenCalled();

    fireEvent.drop(box, { dataTransfer: { files: [png()] } });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(requestTarget).toHaveBeenCalledTimes(1);
  });

  it('says so when the upload fails', async () => {
    const { user, input, register, request } = setup();
    await user.upload(input(), png());
    await screen.findByRole('progressbar');
    await act(async () => request().respond(403));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ファイルのアップロードに失敗しました',
    );
    expect(register).not.toHaveBeenCalled();
    // and the same file may be tried again
    await user.upload(input(), png());
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the api’s refusal of the upload URL or of the registration', async () => {
    const refusal = new ApiRequestError({
      code: 'no_permission',
      message: 'You do not have permission to perform this action',
      httpCode: 403,
    });
    const { user, input, request } = setup({
      requestTarget: jest.fn().mockRejectedValueOnce(refusal).mockResolvedValue(target),
      register: jest.fn().mockRejectedValue(new Error('network down')),
    });
    await user.upload(input(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage('no_permission')!);

    await user.upload(input(), png());
    await screen.findByRole('progressbar');
    await act(async () => request().respond(204));
    // an error without a catalogue text gets the generic one
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'エラーが発生しました。しばらくしてからもう一度お試しください',
    );
  });

  it('says when the organization’s storage is full, or how long to wait for another upload', async () => {
    const full = new ApiRequestError({
      code: 'upload_quota_exceeded',
      message: 'The organization keeps 500 MiB of its 500 MiB; 1 MiB more do not fit',
      httpCode: 409,
    });
    const limited = new ApiRequestError({
      code: 'api_error',
      message: 'Too many requests, try again in 1800 seconds',
      httpCode: 429,
      details: [{ code: 'rate_limited', message: 'limit', retryAfterSeconds: 1800 }],
    });
    const { user, input, register } = setup({
      requestTarget: jest.fn().mockRejectedValueOnce(full).mockRejectedValueOnce(limited),
    });
    await user.upload(input(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '企業の画像の保存容量の上限に達したため、アップロードできません',
    );
    await user.upload(input(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('30分後にもう一度お試しください');
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    setup({ disabled: true });
    expect(screen.getByRole('button', { name: '画像を選択' })).toBeDisabled();
  });
});
