import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { css, type Theme } from '@emotion/react';
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

// The dialog sits in the caller's DOM (the top layer lifts it out of any stacking or clipping),
// so it sets what it would otherwise inherit from there: margin, colour, font size, alignment.
const dialogStyle = (theme: Theme, size: ModalSize) => css`
  box-sizing: border-box;
  width: calc(100% - 2 * ${theme.space[4]});
  max-width: ${maxWidths[size]};
  max-height: calc(100vh - ${theme.space[8]});
  max-height: calc(100dvh - ${theme.space[8]});
  margin: auto;
  padding: 0;
  border: none;
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};
  color: ${theme.colors.text.primary};
  box-shadow: ${theme.shadows.l};
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  text-align: start;
  white-space: normal;
  overflow: hidden;
  outline: none;

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${theme.colors.surface.backdrop};
  }
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
 * Modal dialog on the native `<dialog>` opened with `showModal()`: the browser puts it in the top
 * layer, makes the rest of the page inert (so Tab stays inside) and turns Escape into a `cancel`
 * event. Focus moves in on open and back to the opener on close; the page behind does not scroll.
 * Rendered only while `open`, so its content starts fresh each time it opens.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const closedByUs = useRef(false);

  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolls = useScrolls(bodyRef);

  useBodyScrollLock(true);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closedByUs.current = false;
    dialog.showModal();
    // showModal() focuses the first focusable element; the caller may name a better one.
    initialFocusRef?.current?.focus();
    return () => {
      closedByUs.current = true;
      dialog.close();
      // The opener may have been removed meanwhile (e.g. a list item that was deleted).
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves only when the modal opens, not when the caller re-renders it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // An Escape inside a modal opened from this one is that modal's.
    const ownKey =
      event.key === 'Escape' &&
      event.target instanceof Element &&
      event.target.closest('dialog') === event.currentTarget;
    // A modal without onClose must stay: a cancelled keydown raises no `cancel` at all, which
    // matters because browsers make the `cancel` of a repeated Escape uncancelable.
    if (ownKey && !onClose) event.preventDefault();
  };

  // React passes a nested dialog's cancel and close events up to this one's handlers too.
  // The open state is the caller's: the dialog closes when the caller stops rendering it.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onClose?.();
  };

  // Reached only when the browser closed the dialog itself (an uncancelable cancel).
  const handleNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || closedByUs.current) return;
    if (onClose) onClose();
    else dialogRef.current?.showModal();
  };

  // The dialog's children cover its whole box, so a press whose target is the <dialog> itself
  // is on the ::backdrop. Close only when press and release both happen there, so a text
  // selection dragged out of the dialog does not close it.
  const handleMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keep focus where it is: a press on the backdrop would otherwise move it to the dialog.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
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

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      css={(theme) => dialogStyle(theme, size)}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
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
      {/* A body that scrolls is a tab stop, so it scrolls from the keyboard when its content has
          nothing focusable (a posting's preview; WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div ref={bodyRef} css={bodyStyle} tabIndex={bodyScrolls ? 0 : undefined}>
        {children}
      </div>
      {actions && <div css={actionsStyle}>{actions}</div>}
    </dialog>
  );
}

/** Whether the element's content is taller than the element, kept up to date as either resizes. */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
