import { css, keyframes, type Theme } from '@emotion/react';
import { iconButtonStyle } from './icon-button-style';
import { CloseIcon } from './icons';

export type ToastVariant = 'success' | 'error' | 'info';

/** One toast as the toast queue hands it to the view. */
export interface ToastViewportItem {
  id: string;
  message: string;
  variant?: ToastVariant;
  /** 'leaving' plays the 500 ms fade-out; the queue removes the toast afterwards. */
  state: 'visible' | 'leaving';
}

export interface ToastViewportProps {
  toasts: readonly ToastViewportItem[];
  onDismiss: (id: string) => void;
  /** Accessible name of each toast's close button; without it toasts have no close button. */
  dismissLabel?: string;
  /** Lift the toasts above the mobile footer (off on pages without a footer). */
  aboveFooter?: boolean;
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const viewportStyle = (theme: Theme, aboveFooter: boolean) => css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(
    ${aboveFooter ? theme.layout.footerHeight : '0px'} + ${theme.space[3]} +
      env(safe-area-inset-bottom, 0px)
  );
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: 0 ${theme.space[3]};
  /* The empty strip must not swallow taps meant for the page underneath. */
  pointer-events: none;

  ${theme.mq.desktop} {
    bottom: ${theme.space[6]};
  }
`;

const stackStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
  max-width: 480px;
  /* No display:none when empty: a hidden live region may not announce what is added to it. */
`;

const toastStyle = (theme: Theme, variant: ToastVariant) => {
  const tone = theme.colors[variant];
  return css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: ${theme.layout.touchTarget};
    padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]};
    border-left: 4px solid ${tone.main};
    border-radius: ${theme.radii.m};
    background: ${theme.colors.neutral[900]};
    color: ${theme.colors.text.inverse};
    box-shadow: ${theme.shadows.m};
    font-size: ${theme.typography.fontSize.s};
    line-height: ${theme.typography.lineHeight.heading};
    pointer-events: auto;
    animation: ${fadeIn} ${theme.motion.normal} ${theme.motion.easing};
    transition: opacity ${theme.motion.toastFade} ease;

    &[data-state='leaving'] {
      opacity: 0;
    }
  `;
};

const dismissStyle = (theme: Theme) => css`
  ${iconButtonStyle(theme)};
  margin-left: auto;

  &:focus-visible {
    outline-color: ${theme.colors.neutral[0]};
  }
`;

/**
 * Renders the toast queue. The two live regions are always mounted, because screen
 * readers only announce changes to regions that already existed: errors go to an
 * assertive `alert` region, everything else to a polite `status` region.
 */
export function ToastViewport({
  toasts,
  onDismiss,
  dismissLabel,
  aboveFooter = true,
}: ToastViewportProps) {
  const errors = toasts.filter((toast) => toast.variant === 'error');
  const others = toasts.filter((toast) => toast.variant !== 'error');
  const renderToast = (toast: ToastViewportItem) => {
    const variant = toast.variant ?? 'info';
    return (
      <div
        key={toast.id}
        data-state={toast.state}
        data-variant={variant}
        css={(theme) => toastStyle(theme, variant)}
      >
        <span css={{ flex: 1 }}>{toast.message}</span>
        {dismissLabel && (
          <button
            type="button"
            aria-label={dismissLabel}
            css={dismissStyle}
            onClick={() => onDismiss(toast.id)}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    );
  };
  return (
    <div css={(theme) => viewportStyle(theme, aboveFooter)}>
      <div role="alert" css={stackStyle}>
        {errors.map(renderToast)}
      </div>
      <div role="status" aria-live="polite" css={stackStyle}>
        {others.map(renderToast)}
      </div>
    </div>
  );
}
