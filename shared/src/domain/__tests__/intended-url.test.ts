import { sanitizeIntendedUrl } from '..';

describe('sanitizeIntendedUrl', () => {
  it.each(['/ok?x=1', '/positions/abc#top', '/', '/settings/change-email'])(
    'accepts the same-site path %p',
    (value) => {
      expect(sanitizeIntendedUrl(value)).toBe(value);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil',
    '/ok\\..\\x',
    '\\\\evil.com',
    'javascript:alert(1)',
    '/javascript:alert(1)\n',
    'https://x',
    'http://localhost/x',
    'relative/path',
    '',
    '/\tevil',
    '/ok\u0000',
    '/\u007f',
    null,
    undefined,
    42,
  ])('refuses %p', (value) => {
    expect(sanitizeIntendedUrl(value)).toBeNull();
  });
});
