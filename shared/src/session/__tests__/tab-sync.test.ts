import { createTabSync, type TabMessage } from '../tab-sync';
import { installFakeBroadcastChannel } from './tab-fakes';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTabSync', () => {
  it('tells the other tabs, never itself', async () => {
    const fake = installFakeBroadcastChannel();
    try {
      const heardByA: TabMessage[] = [];
      const heardByB: TabMessage[] = [];
      const tabA = createTabSync((message) => heardByA.push(message));
      createTabSync((message) => heardByB.push(message));
      tabA.post({ type: 'signed-in', tokens: { accessToken: 'a', userId: 'u1' } });
      tabA.post({ type: 'signed-out' });
      await flush();
      expect(heardByB).toEqual([
        { type: 'signed-in', tokens: { accessToken: 'a', userId: 'u1' } },
        { type: 'signed-out' },
      ]);
      expect(heardByA).toEqual([]);
    } finally {
      fake.uninstall();
    }
  });

  it('ignores messages of another shape', async () => {
    const fake = installFakeBroadcastChannel();
    try {
      const heard: TabMessage[] = [];
      createTabSync((message) => heard.push(message));
      const stranger = new BroadcastChannel('jobmatch-session');
      stranger.postMessage({ type: 'signed-in', tokens: { accessToken: 42 } });
      stranger.postMessage('signed-out');
      await flush();
      expect(heard).toEqual([]);
    } finally {
      fake.uninstall();
    }
  });

  it('is a quiet no-op without BroadcastChannel', () => {
    expect(typeof BroadcastChannel).toBe('undefined');
    expect(() => createTabSync(() => undefined).post({ type: 'signed-out' })).not.toThrow();
  });
});
