import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { SendIcon, iconButtonStyle, visuallyHiddenStyle } from '@jobmatch/shared';
import { CHAT_LIMITS } from '@jobmatch/shared/contracts';

/** docs/chat.md#thread: the input grows up to 8 rows, then scrolls. */
const MAX_ROWS = 8;
const LINE_HEIGHT_PX = 24;
const PADDING_Y_PX = 8;

const formStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.surface.raised};
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-end;
`;

const textAreaStyle = (theme: Theme, invalid: boolean) => css`
  flex: 1;
  min-width: 0;
  box-sizing: border-box;
  max-height: ${MAX_ROWS * LINE_HEIGHT_PX + 2 * PADDING_Y_PX + 2}px;
  padding: ${PADDING_Y_PX}px ${theme.space[3]};
  border: 1px solid ${invalid ? theme.colors.error.main : theme.colors.border.control};
  border-radius: ${theme.radii.l};
  font: inherit;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${LINE_HEIGHT_PX}px;
  resize: none;
  overflow-y: auto;
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 1px;
  }
`;

const sendStyle = (theme: Theme) => css`
  ${iconButtonStyle(theme)};
  color: ${theme.colors.brand.main};
  &:disabled {
    color: ${theme.colors.text.disabled};
    cursor: not-allowed;
    background: transparent;
  }
`;

const errorStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.error.text};
`;

export interface MessageComposerProps {
  onSend: (content: string) => void;
  /**
   * Why nobody can write any more (the spec's disabled input; docs/conversations.md#closed-topics):
   * the input and the send button are disabled and this says why.
   */
  disabledReason?: string | null;
  /**
   * Tools beside the input while one can write (the company's 定型文). `insert` puts a text in:
   * it replaces an empty input, else goes on a new line after what is written, and the input
   * gets the focus back with the caret at the end.
   */
  tools?: (insert: (text: string) => void) => ReactNode;
}

const closedStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};
`;

/** Grows the input with its text, up to its max-height. */
function fitToContent(element: HTMLTextAreaElement) {
  element.style.height = 'auto';
  if (element.scrollHeight > 0) element.style.height = `${element.scrollHeight + 2}px`;
}

/**
 * The message input (docs/chat.md#thread): Enter makes a new line (phones have no other way),
 * the icon button sends; disabled while the trimmed text is empty or too long. After sending the
 * input is cleared and keeps the focus for the next message.
 */
export function MessageComposer({ onSend, disabledReason = null, tools }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  /** Counts the insertions: each moves the focus and caret once the text is in. */
  const [inserted, setInserted] = useState(0);
  const trimmed = text.trim();
  const max = CHAT_LIMITS.messageMaxLength;
  const tooLong = trimmed.length > max;
  const disabled = disabledReason !== null;
  const canSend = trimmed.length > 0 && !tooLong && !disabled;

  const fit = () => {
    if (ref.current) fitToContent(ref.current);
  };

  // A passive effect on purpose: a tool's dialog that closed with the insertion gives the focus
  // back to its opener in its own effect's clean-up, which React runs before this.
  useEffect(() => {
    const element = ref.current;
    if (inserted === 0 || !element) return;
    fitToContent(element);
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [inserted]);

  const insert = (content: string) => {
    setText((current) =>
      current.trim() === '' ? content : `${current}${current.endsWith('\n') ? '' : '\n'}${content}`,
    );
    setInserted((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    onSend(trimmed);
    setText('');
    requestAnimationFrame(fit);
    ref.current?.focus();
  };

  return (
    <form css={formStyle} onSubmit={submit}>
      <div css={rowStyle}>
        <label htmlFor={`${id}-input`} css={visuallyHiddenStyle}>
          {t('input_label')}
        </label>
        {!disabled && tools?.(insert)}
        <textarea
          ref={ref}
          id={`${id}-input`}
          rows={1}
          value={text}
          placeholder={disabled ? t('input_closed_placeholder') : t('input_placeholder')}
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          aria-describedby={disabled ? `${id}-closed` : tooLong ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            fit();
          }}
          css={(theme) => textAreaStyle(theme, tooLong)}
        />
        <button type="submit" aria-label={t('send')} disabled={!canSend} css={sendStyle}>
          <SendIcon size={24} />
        </button>
      </div>
      {disabled && (
        <p id={`${id}-closed`} css={closedStyle}>
          {disabledReason}
        </p>
      )}
      {tooLong && (
        <p id={`${id}-error`} role="alert" css={errorStyle}>
          {t('input_too_long', { max, count: trimmed.length })}
        </p>
      )}
    </form>
  );
}
