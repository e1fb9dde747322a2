import { useSyncExternalStore } from 'react';
import type { Toast } from './toast-queue';
import { createToastQueue } from './toast-queue';

/**
 * `shell/toast`: the one toast queue of the app. It lives in this workspace module, shared by
 * Module Federation as a singleton, so a remote's `toast.show` reaches the shell's viewport.
 */
export const toast = createToastQueue();

/** The current toasts, oldest first; the shell renders them in its ToastViewport. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
}

export { createToastQueue, TOAST_DURATION_MS, TOAST_FADE_MS } from './toast-queue';
export type { Toast, ToastOptions, ToastQueue, ToastState, ToastVariant } from './toast-queue';
