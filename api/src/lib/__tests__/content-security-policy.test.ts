import { entryOrigin, shellContentSecurityPolicy, toHostSource } from '../content-security-policy';

/** The policy as a map of directive → sources. */
const parse = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name as string, sources];
    }),
  );

describe('shellContentSecurityPolicy', () => {
  const remoteEntries = [
    'http://localhost:8081/mf-manifest.json',
    'http://localhost:8082/mf-manifest.json',
    'https://cdn.example/positions/mf-manifest.json',
  ];

  test('allows the inline scripts named by their hash, and no other inline script', () => {
    const hash = "'sha256-abc='";
    const policy = parse(
      shellContentSecurityPolicy({
        remoteEntries: [],
        overrideAllowlist: [],
        development: false,
        inlineScripts: [hash],
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  test('allows this origin and the remotes’ origins, nothing else', () => {
    const policy = parse(
      shellContentSecurityPolicy({ remoteEntries, overrideAllowlist: [], development: false }),
    );
    const remotes = ['http://localhost:8081', 'http://localhost:8082', 'https://cdn.example'];
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", ...remotes]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...remotes]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...remotes]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...remotes]);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:', ...remotes]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('override origins may serve code; development builds need eval', () => {
    const policy = parse(
      shellContentSecurityPolicy({
        remoteEntries: [],
        overrideAllowlist: [
          'http://localhost:*',
          'https://*.preview.example/',
          'http://127.0.0.1:*',
        ],
        development: true,
      }),
    );
    const overrides = ['http://127.0.0.1:*', 'http://localhost:*', 'https://*.preview.example'];
    expect(policy.get('script-src')).toEqual(["'self'", ...overrides, "'unsafe-eval'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...overrides]);
  });

  test('each origin once; entries and patterns that are not http(s) origins are left out', () => {
    const policy = shellContentSecurityPolicy({
      remoteEntries: [
        'http://localhost:8081/mf-manifest.json',
        'http://localhost:8081/other.json',
        'javascript:alert(1)',
        'not a url',
      ],
      overrideAllowlist: [
        "http://evil.example; script-src 'unsafe-inline'",
        'ftp://x.example',
        '*',
      ],
      development: false,
    });
    expect(parse(policy).get('script-src')).toEqual(["'self'", 'http://localhost:8081']);
    expect(policy).not.toContain('evil');
    expect(policy).not.toContain('unsafe-eval');
  });

  test('an S3 endpoint for uploads is reachable by fetch and XHR only', () => {
    const policy = parse(
      shellContentSecurityPolicy({
        remoteEntries,
        overrideAllowlist: [],
        development: false,
        uploadOrigins: ['https://uploads.example/', 'https://cdn.example', 'x; script-src *'],
      }),
    );
    const remotes = ['http://localhost:8081', 'http://localhost:8082', 'https://cdn.example'];
    expect(policy.get('connect-src')).toEqual(["'self'", ...remotes, 'https://uploads.example']);
    expect(policy.get('script-src')).toEqual(["'self'", ...remotes]);
    // the uploaded files are served by the api itself
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...remotes]);
  });
});

describe('toHostSource and entryOrigin', () => {
  test.each([
    ['http://localhost:*', 'http://localhost:*'],
    ['HTTPS://Preview.Example:8443/', 'https://preview.example:8443'],
    ['https://*.preview.example', 'https://*.preview.example'],
    ['https://a.example/path', undefined],
    ['https://a.example a.example', undefined],
    ['', undefined],
  ])('%s → %s', (pattern, source) => {
    expect(toHostSource(pattern)).toBe(source);
  });

  test('an entry URL gives its origin', () => {
    expect(entryOrigin('http://localhost:8081/mf-manifest.json')).toBe('http://localhost:8081');
    expect(entryOrigin('data:text/javascript,1')).toBeUndefined();
  });
});
