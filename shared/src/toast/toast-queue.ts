/** docs/shell.md#toasts: a toast stays 5000 ms, then fades out over 500 ms. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 500;

export type ToastVariant = 'success' | 'error' | 'info';

/** 'leaving' lasts the fade, so the viewport can animate before the toast is removed. */
export type ToastState = 'visible' | 'leaving';

export interface Toast {
  id: string;
  message: string;
  variant: ToastVariant;
  state: ToastState;
}

export interface ToastOptions {
  variant?: ToastVariant;
}

export interface ToastQueue {
  show(message: string, options?: ToastOptions): string;
  dismiss(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): Toast[];
}

/** A queue with its own timers; the app uses the `toast` singleton, tests may make their own. */
export function createToastQueue(): ToastQueue {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  // A new array on every change, so useSyncExternalStore sees it; unchanged otherwise.
  function commit(next: Toast[]): void {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function schedule(id: string, delay: number, action: () => void): void {
    clearTimeout(timers.get(id));
    timers.set(id, setTimeout(action, delay));
  }

  function remove(id: string): void {
    timers.delete(id);
    commit(toasts.filter((item) => item.id !== id));
  }

  function dismiss(id: string): void {
    const current = toasts.find((item) => item.id === id);
    if (!current || current.state === 'leaving') return;
    commit(toasts.map((item) => (item.id === id ? { ...item, state: 'leaving' } : item)));
    schedule(id, TOAST_FADE_MS, () => remove(id));
  }

  function show(message: string, options: ToastOptions = {}): string {
    const id = `toast-${nextId++}`;
    commit([...toasts, { id, message, variant: options.variant ?? 'info', state: 'visible' }]);
    schedule(id, TOAST_DURATION_MS, () => dismiss(id));
    return id;
  }

  return {
    show,
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
