// Test doubles for the browser APIs the session shares itself across tabs with: jsdom has
// neither BroadcastChannel nor navigator.locks.

type Listener = ((event: MessageEvent) => void) | null;

/** An in-process BroadcastChannel: every open channel of a name hears the others' posts, later. */
class FakeBroadcastChannel {
  static readonly open = new Set<FakeBroadcastChannel>();
  onmessage: Listener = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    const copy = structuredClone(data);
    for (const channel of FakeBroadcastChannel.open) {
      if (channel === this || channel.name !== this.name) continue;
      queueMicrotask(() => channel.onmessage?.({ data: copy } as MessageEvent));
    }
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}

/** Installs the fake; `uninstall` closes every channel, so no earlier page hears later tests. */
export function installFakeBroadcastChannel() {
  const global = globalThis as { BroadcastChannel?: unknown };
  global.BroadcastChannel = FakeBroadcastChannel;
  return {
    uninstall() {
      for (const channel of [...FakeBroadcastChannel.open]) channel.close();
      delete global.BroadcastChannel;
    },
  };
}

/** navigator.locks for exclusive locks: requests of one name run one after another. */
export function installFakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = jest.fn(<T>(name: string, callback: () => Promise<T>): Promise<T> => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return {
    request,
    uninstall() {
      delete (navigator as { locks?: unknown }).locks;
    },
  };
}
