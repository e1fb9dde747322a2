import { safeWebUrl } from '../web-url';

describe('safeWebUrl', () => {
  it('keeps an http(s) URL as a URL', () => {
    expect(safeWebUrl('https://example.co.jp')).toBe('https://example.co.jp/');
    expect(safeWebUrl('http://example.com/about')).toBe('http://example.com/about');
  });

  it('refuses any other scheme, text that is no URL, and nothing', () => {
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeWebUrl('example.com')).toBeNull();
    expect(safeWebUrl('')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });
});
