import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { css, type Theme } from '@emotion/react';
import { getFocusableElements } from './focusable';
import { iconButtonStyle } from './icon-button-style';
import { CloseIcon } from './icons';
import { useBodyScrollLock } from './use-body-scroll-lock';

export type ModalSize = 'S' | 'M' | 'L';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons in the modal footer, main action last. */
  actions?: ReactNode;
  /** Called on Escape, on the close button and (unless disabled) on a backdrop click. Without it the modal can only be left through its actions. */
  onClose?: () => void;
  /** Accessible name of the close (×) button; the button is shown only when this and `onClose` are given. */
  closeLabel?: string;
  size?: ModalSize;
  closeOnBackdropClick?: boolean;
  /** Element to focus on open; defaults to the first focusable element in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const maxWidths: Record<ModalSize, string> = { S: '400px', M: '560px', L: '800px' };

const backdropStyle = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface.backdrop};
`;

const dialogStyle = (theme: Theme, size: ModalSize) => css`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${maxWidths[size]};
  max-height: calc(100vh - ${theme.space[8]});
  max-height: calc(100dvh - ${theme.space[8]});
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};
  box-shadow: ${theme.shadows.l};
  outline: none;
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]} ${theme.space[4]} 0 ${theme.space[5]};
`;

const titleStyle = (theme: Theme) => css`
  flex: 1;
  margin: 0;
  padding-top: ${theme.space[2]};
  font-size: ${theme.typography.fontSize.l};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
`;

const closeButtonStyle = (theme: Theme) => css`
  ${iconButtonStyle(theme)};
  margin-left: auto;
  color: ${theme.colors.text.secondary};

  &:hover {
    background: ${theme.colors.surface.sunken};
  }
`;

const bodyStyle = (theme: Theme) => css`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.space[3]} ${theme.space[5]} ${theme.space[5]};
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  padding: 0 ${theme.space[5]} ${theme.space[5]};

  /* Phones: buttons share the row so each is a comfortable tap target. */
  & > * {
    flex: 1 1 0;
  }

  ${theme.mq.tablet} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

/**
 * Accessible modal dialog rendered in a portal: focus moves in on open, is trapped on
 * Tab/Shift+Tab, and returns to the opener on close; the page behind does not scroll.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  onClose,
  closeLabel,
  size = 'M',
  closeOnBackdropClick = true,
  initialFocusRef,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (initialFocusRef?.current ?? getFocusableElements(dialog)[0] ?? dialog).focus();
    return () => {
      // The opener may have been removed meanwhile (e.g. a list item that was deleted).
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves only when the modal opens, not when the caller re-renders it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      // Stop here so a modal opened from inside another closes alone.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') trapTab(event);
  };

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focusable = getFocusableElements(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Close only when both press and release happen on the backdrop, so a text selection
  // dragged out of the dialog does not close it.
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keep focus inside the dialog: a focused <body> would let the next Tab escape the trap.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      closeOnBackdropClick &&
      onClose &&
      pressStartedOnBackdrop.current &&
      event.target === event.currentTarget
    ) {
      onClose();
    }
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <div css={backdropStyle} onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={(theme) => dialogStyle(theme, size)}
        onKeyDown={handleKeyDown}
      >
        <div css={headerStyle}>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          {onClose && closeLabel && (
            <button type="button" aria-label={closeLabel} css={closeButtonStyle} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div css={bodyStyle}>{children}</div>
        {actions && <div css={actionsStyle}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
