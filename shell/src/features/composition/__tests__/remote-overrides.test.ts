import {
  applyRemoteOverrides,
  isOverrideAllowed,
  originMatchesPattern,
  OVERRIDE_STORAGE_KEY,
  readRequestedOverrides,
  rememberQueryOverrides,
} from '../remote-overrides';

const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];
const remotes = [
  { name: 'mf_auth', entry: 'http://localhost:8081/mf-manifest.json', routes: ['/auth'] },
  {
    name: 'mf_positions',
    entry: 'http://localhost:8082/mf-manifest.json',
    routes: ['/home', '/positions'],
  },
];

function storageWith(value: unknown): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === OVERRIDE_STORAGE_KEY ? JSON.stringify(value) : null) };
}

describe('originMatchesPattern', () => {
  it.each([
    ['http://localhost:9001', 'http://localhost:*', true],
    ['http://localhost', 'http://localhost:*', true],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:*', true],
    ['https://localhost:9001', 'http://localhost:*', false],
    ['http://localhost.evil.example:9001', 'http://localhost:*', false],
    ['http://evil-localhost:9001', 'http://localhost:*', false],
    ['http://localhost:9001', 'http://localhost:9001', true],
    ['http://localhost:9002', 'http://localhost:9001', false],
    ['http://localhost:9001', 'http://localhost', false],
    ['https://pr-12.preview.example', 'https://*.preview.example', true],
    ['https://preview.example', 'https://*.preview.example', false],
    ['https://pr-12.preview.example.evil', 'https://*.preview.example', false],
    ['http://localhost:9001', 'not a pattern', false],
    ['http://localhost:9001', '*', false],
  ])('%s against %s → %s', (origin, pattern, expected) => {
    expect(originMatchesPattern(origin, pattern)).toBe(expected);
  });
});

describe('isOverrideAllowed', () => {
  it('accepts loopback entries with the default allowlist', () => {
    expect(isOverrideAllowed('http://localhost:9001/mf-manifest.json', LOOPBACK)).toBe(true);
  });

  it('refuses everything with the production allowlist (empty)', () => {
    expect(isOverrideAllowed('http://localhost:9001/mf-manifest.json', [])).toBe(false);
  });

  it('refuses relative, javascript: and data: entries', () => {
    expect(isOverrideAllowed('/mf-manifest.json', LOOPBACK)).toBe(false);
    expect(isOverrideAllowed('javascript:alert(1)', LOOPBACK)).toBe(false);
    expect(isOverrideAllowed('data:text/javascript,1', LOOPBACK)).toBe(false);
  });

  it('compares the origin, not a prefix of the URL', () => {
    expect(isOverrideAllowed('http://localhost:9001@evil.example/mf-manifest.json', LOOPBACK)).toBe(
      false,
    );
  });
});

describe('readRequestedOverrides', () => {
  it('reads the query parameter and localStorage, the query winning', () => {
    const requested = readRequestedOverrides({
      search: '?remote:mf_auth=http://localhost:9001/mf-manifest.json&other=1',
      storage: storageWith({
        mf_auth: 'http://localhost:7000/mf-manifest.json',
        mf_chat: 'http://localhost:7001/mf-manifest.json',
      }),
    });
    expect(requested).toEqual({
      mf_auth: 'http://localhost:9001/mf-manifest.json',
      mf_chat: 'http://localhost:7001/mf-manifest.json',
    });
  });

  it('ignores malformed storage', () => {
    expect(readRequestedOverrides({ search: '', storage: { getItem: () => '{oops' } })).toEqual({});
    expect(readRequestedOverrides({ search: '', storage: storageWith(['x']) })).toEqual({});
    expect(readRequestedOverrides({ search: '', storage: null })).toEqual({});
  });
});

describe('applyRemoteOverrides', () => {
  it('re-points an allowed remote and leaves the others', () => {
    const warn = jest.fn();
    const result = applyRemoteOverrides(remotes, {
      search: '?remote:mf_auth=http://localhost:9001/mf-manifest.json',
      storage: null,
      allowlist: LOOPBACK,
      warn,
    });
    expect(result[0]!.entry).toBe('http://localhost:9001/mf-manifest.json');
    expect(result[1]).toBe(remotes[1]);
  });

  it('refuses an origin off the allowlist with a warning and keeps the default entry', () => {
    const warn = jest.fn();
    const result = applyRemoteOverrides(remotes, {
      search: '?remote:mf_auth=https://evil.example/mf-manifest.json',
      storage: null,
      allowlist: LOOPBACK,
      warn,
    });
    expect(result[0]!.entry).toBe('http://localhost:8081/mf-manifest.json');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('refuses every override in production (empty allowlist)', () => {
    const warn = jest.fn();
    const result = applyRemoteOverrides(remotes, {
      search: '',
      storage: storageWith({ mf_auth: 'http://localhost:9001/mf-manifest.json' }),
      allowlist: [],
      warn,
    });
    expect(result).toEqual(remotes);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not add remotes that remotes.json does not list', () => {
    const warn = jest.fn();
    const result = applyRemoteOverrides(remotes, {
      search: '?remote:mf_evil=http://localhost:9001/mf-manifest.json',
      storage: null,
      allowlist: LOOPBACK,
      warn,
    });
    expect(result).toEqual(remotes);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown remote'));
  });
});

describe('rememberQueryOverrides', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
      data,
    };
  }

  it('stores an honoured query override for later page loads', () => {
    const storage = memoryStorage();
    const search = '?remote:mf_auth=http://localhost:9001/mf-manifest.json';
    const honoured = applyRemoteOverrides(remotes, {
      search,
      storage,
      allowlist: LOOPBACK,
      warn: jest.fn(),
    });
    rememberQueryOverrides({ search, storage, honoured });
    expect(JSON.parse(storage.data.get(OVERRIDE_STORAGE_KEY)!)).toEqual({
      mf_auth: 'http://localhost:9001/mf-manifest.json',
    });
    expect(
      applyRemoteOverrides(remotes, {
        search: '',
        storage,
        allowlist: LOOPBACK,
        warn: jest.fn(),
      })[0]!.entry,
    ).toBe('http://localhost:9001/mf-manifest.json');
  });

  it('never stores a refused override', () => {
    const storage = memoryStorage();
    const search = '?remote:mf_auth=https://evil.example/mf-manifest.json';
    const honoured = applyRemoteOverrides(remotes, {
      search,
      storage,
      allowlist: LOOPBACK,
      warn: jest.fn(),
    });
    rememberQueryOverrides({ search, storage, honoured });
    expect(storage.data.has(OVERRIDE_STORAGE_KEY)).toBe(false);
  });

  it('forgets an override given an empty value', () => {
    const storage = memoryStorage({
      [OVERRIDE_STORAGE_KEY]: JSON.stringify({ mf_auth: 'http://localhost:9001/mf-manifest.json' }),
    });
    rememberQueryOverrides({ search: '?remote:mf_auth=', storage, honoured: remotes });
    expect(storage.data.has(OVERRIDE_STORAGE_KEY)).toBe(false);
  });
});
