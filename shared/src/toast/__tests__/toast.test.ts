import { act, renderHook } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_FADE_MS, createToastQueue, toast, useToasts } from '..';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('toast queue', () => {
  it('shows a toast with an id, info by default', () => {
    const queue = createToastQueue();
    const id = queue.show('保存しました');
    expect(queue.getSnapshot()).toEqual([
      { id, message: '保存しました', variant: 'info', state: 'visible' },
    ]);
    expect(queue.show('失敗しました', { variant: 'error' })).not.toBe(id);
  });

  it('fades after 5000 ms and is removed 500 ms later', () => {
    const queue = createToastQueue();
    queue.show('メールアドレスを変更しました', { variant: 'success' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(queue.getSnapshot()[0]?.state).toBe('visible');
    jest.advanceTimersByTime(1);
    expect(queue.getSnapshot()[0]?.state).toBe('leaving');
    jest.advanceTimersByTime(TOAST_FADE_MS - 1);
    expect(queue.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toEqual([]);
    expect([TOAST_DURATION_MS, TOAST_FADE_MS]).toEqual([5000, 500]);
  });

  it('dismisses early with the same fade, once', () => {
    const queue = createToastQueue();
    const first = queue.show('一');
    const second = queue.show('二');
    queue.dismiss(first);
    queue.dismiss(first);
    expect(queue.getSnapshot().map((item) => item.state)).toEqual(['leaving', 'visible']);
    jest.advanceTimersByTime(TOAST_FADE_MS);
    expect(queue.getSnapshot().map((item) => item.id)).toEqual([second]);
    queue.dismiss('unknown');
    expect(queue.getSnapshot()).toHaveLength(1);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const queue = createToastQueue();
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.show('一');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    queue.show('二');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useToasts', () => {
  it('follows the shared queue', () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
    act(() => {
      toast.show('パスワードを変更しました', { variant: 'success' });
    });
    expect(result.current.map((item) => item.message)).toEqual(['パスワードを変更しました']);
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS + TOAST_FADE_MS);
    });
    expect(result.current).toEqual([]);
  });
});
