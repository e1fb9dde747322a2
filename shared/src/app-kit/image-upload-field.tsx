import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { uploadFile as defaultUploadFile, type UploadFileOptions } from '../api/upload-file';
import type { UploadTarget } from '../contracts/company';
import { checkUploadFiles, UPLOAD_FILE_TYPES, type UploadRule } from '../domain/upload-rules';
import { ERROR_CODES } from '../errors/error-codes';
import { errorCodeOf, errorTextOf } from '../errors/error-messages';
import { retryAfterSecondsOf } from '../errors/rate-limit';
import { Button } from '../ui/button';
import { fieldLabelStyle, fieldMessageStyle, joinIds } from '../ui/field-parts';

export interface ImageUploadFieldProps {
  /** The field's name, e.g. ロゴ; also names the current image for screen readers. */
  label: string;
  /** What the file must be: `UPLOAD_RULES[type]` of `@jobmatch/shared/domain`. */
  rule: UploadRule;
  /** URL of the image there is now, or null. */
  currentUrl: string | null;
  /** The preview's box in CSS pixels; the image fits inside, so the layout never jumps. Default 160×160. */
  previewSize?: { width: number; height: number };
  /** Asks the api where to put the file (`GET /orgs/{orgId}/attachment-upload-url`). */
  requestTarget: (file: File) => Promise<UploadTarget>;
  /** Registers the uploaded object (`POST /orgs/{orgId}/attachments`); the upload is done when it resolves. */
  register: (objectId: string) => Promise<void>;
  disabled?: boolean;
  /** The upload itself; tests pass one that drives a fake XMLHttpRequest. */
  uploadFile?: (target: UploadTarget, file: File, options: UploadFileOptions) => Promise<void>;
}

type UploadState =
  | { kind: 'idle' }
  /** The chosen files break the rule; nothing was sent. */
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done' }
  | { kind: 'aborted' }
  | { kind: 'failed'; message: string };

const previewStyle = (theme: Theme, size: { width: number; height: number }) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${size.width}px;
  height: ${size.height}px;
  max-width: 100%;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.sunken};
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  &[data-dragging='true'] {
    border: 2px dashed ${theme.colors.border.focus};
  }
`;

const emptyTextStyle = (theme: Theme) => css`
  ${fieldMessageStyle(theme)};
  margin: 0;
  padding: ${theme.space[2]};
  text-align: center;
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};
`;

const trackStyle = (theme: Theme) => css`
  flex: 1 1 120px;
  height: 8px;
  border-radius: ${theme.radii.s};
  background: ${theme.colors.neutral[100]};
  overflow: hidden;
`;

const barStyle = (theme: Theme) => css`
  height: 100%;
  background: ${theme.colors.brand.main};
  transition: width ${theme.motion.fast} linear;
`;

const doneStyle = (theme: Theme) => css`
  ${fieldMessageStyle(theme)};
  color: ${theme.colors.success.text};
`;

const errorStyle = (theme: Theme) => css`
  ${fieldMessageStyle(theme)};
  color: ${theme.colors.error.text};
`;

/**
 * One image of a form (a company's logo or icon, a posting's title image): the current image in a
 * box of fixed size, a button that opens the file picker (or a file dropped on the box), the
 * rule's messages before anything is sent, then the upload with a progress bar and 中止, and its
 * outcome. It knows no api: `requestTarget` and `register` are the caller's.
 */
export function ImageUploadField({
  label,
  rule,
  currentUrl,
  previewSize = { width: 160, height: 160 },
  requestTarget,
  register,
  disabled = false,
  uploadFile = defaultUploadFile,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('shared');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const uploading = state.kind === 'uploading';

  // leaving the page stops an upload nobody waits for
  useEffect(() => () => uploadRef.current?.abort(), []);

  /**
   * The catalogue's text (a full quota says so), or how long to wait when the organization asked
   * for too many upload URLs (docs/company.md#upload-limits).
   */
  function failureText(error: unknown): string {
    const wait = retryAfterSecondsOf(error);
    if (wait === null) return errorTextOf(error, t('generic_error'));
    return wait < 60
      ? t('rate_limited_seconds', { seconds: wait })
      : t('rate_limited_minutes', { minutes: Math.ceil(wait / 60) });
  }

  async function upload(files: ArrayLike<File>) {
    const problems = checkUploadFiles(files, rule);
    const file = files[0];
    if (problems.length > 0 || !file) {
      setState({ kind: 'invalid', messages: problems });
      return;
    }
    const controller = new AbortController();
    uploadRef.current = controller;
    setState({ kind: 'uploading', percent: 0 });
    try {
      const target = await requestTarget(file);
      await uploadFile(target, file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setState({
            kind: 'uploading',
            percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0,
          }),
      });
      await register(target.objectId);
      setState({ kind: 'done' });
    } catch (error) {
      if (controller.signal.aborted || errorCodeOf(error) === ERROR_CODES.upload_aborted)
        setState({ kind: 'aborted' });
      else setState({ kind: 'failed', message: failureText(error) });
    } finally {
      if (uploadRef.current === controller) uploadRef.current = null;
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !uploading) void upload(event.dataTransfer.files);
  };

  const hint = t('upload_rule_hint', {
    types: rule.types.map((type) => UPLOAD_FILE_TYPES[type]?.label ?? type).join('、'),
    megabytes: Math.floor((rule.maxBytes / 1024 / 1024) * 10) / 10,
  });
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const hasError = state.kind === 'invalid' || state.kind === 'failed';

  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} css={fieldLabelStyle}>
        {label}
      </span>
      <div
        css={(theme) => previewStyle(theme, previewSize)}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {currentUrl ? (
          <img src={currentUrl} alt={t('upload_current_image', { label })} />
        ) : (
          <p css={emptyTextStyle}>{t('upload_no_image')}</p>
        )}
      </div>
      <p id={hintId} css={fieldMessageStyle}>
        {hint}
        <br />
        {t('upload_drop_hint')}
      </p>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={rule.types.join(',')}
        multiple={rule.maxCount > 1}
        disabled={disabled || uploading}
        aria-label={label}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // the same file may be chosen again after a failure
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      <div css={rowStyle}>
        {/* stays while uploading (inert), so the focus is never lost with it */}
        <Button
          size="S"
          variant="secondary"
          disabled={disabled}
          aria-disabled={uploading || undefined}
          aria-describedby={joinIds(hasError && messageId, hintId)}
          onClick={() => {
            if (!uploading) inputRef.current?.click();
          }}
        >
          {t('upload_choose_image')}
        </Button>
        {uploading && (
          <>
            <div
              role="progressbar"
              aria-label={t('upload_progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              aria-valuetext={`${state.percent}%`}
              css={trackStyle}
            >
              <div css={barStyle} style={{ width: `${state.percent}%` }} />
            </div>
            <Button size="S" variant="ghost" onClick={() => uploadRef.current?.abort()}>
              {t('upload_abort')}
            </Button>
          </>
        )}
      </div>
      {/* live regions stay in the page so that what appears in them is read out */}
      <div role="alert" id={messageId}>
        {state.kind === 'invalid' &&
          state.messages.map((message) => (
            <p key={message} css={errorStyle}>
              {message}
            </p>
          ))}
        {state.kind === 'failed' && <p css={errorStyle}>{state.message}</p>}
      </div>
      <div role="status">
        {state.kind === 'aborted' && (
          <p css={fieldMessageStyle}>{t('upload_aborted', { ns: 'errors' })}</p>
        )}
        {state.kind === 'done' && <p css={doneStyle}>{t('upload_done')}</p>}
      </div>
    </div>
  );
}
