import { REFRESH_LOCK_NAME, withRefreshLock } from '../refresh-lock';
import { installFakeLocks } from './tab-fakes';

describe('withRefreshLock', () => {
  it('runs the task under the browser-wide refresh lock', async () => {
    const locks = installFakeLocks();
    try {
      await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
      expect(locks.request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
    } finally {
      locks.uninstall();
    }
  });

  it('runs the task at once where the Web Locks API is missing', async () => {
    expect((navigator as { locks?: unknown }).locks).toBeUndefined();
    await expect(withRefreshLock(async () => 42)).resolves.toBe(42);
  });
});
