import {
  detectScreenMode,
  layoutFor,
  resolveScreenMode,
  ScreenModeDisabledError,
} from '../resolve-screen-mode';

describe('detectScreenMode', () => {
  it.each([
    [320, 'mobile'],
    [639, 'mobile'],
    [640, 'desktop'],
    [949, 'desktop'],
    [950, 'bigDesktop'],
    [1920, 'bigDesktop'],
  ] as const)('%i px is %s', (width, mode) => {
    expect(detectScreenMode(width)).toBe(mode);
  });
});

describe('resolveScreenMode', () => {
  it('keeps the detected mode when it is enabled', () => {
    expect(resolveScreenMode('desktop', ['mobile', 'desktop'])).toBe('desktop');
  });

  it('defaults to mobile only, so every width lays out as mobile', () => {
    expect(resolveScreenMode('bigDesktop')).toBe('mobile');
    expect(resolveScreenMode('desktop')).toBe('mobile');
  });

  it('prefers the nearest enabled smaller mode', () => {
    expect(resolveScreenMode('bigDesktop', ['mobile', 'desktop'])).toBe('desktop');
    expect(resolveScreenMode('bigDesktop', ['mobile'])).toBe('mobile');
  });

  it('falls back to the nearest larger mode when no smaller one is enabled', () => {
    expect(resolveScreenMode('mobile', ['bigDesktop', 'desktop'])).toBe('desktop');
    expect(resolveScreenMode('mobile', ['bigDesktop'])).toBe('bigDesktop');
    expect(resolveScreenMode('desktop', ['bigDesktop'])).toBe('bigDesktop');
  });

  it('raises screen_mode_disabled when nothing is enabled', () => {
    expect(() => resolveScreenMode('mobile', [])).toThrow(ScreenModeDisabledError);
    try {
      resolveScreenMode('desktop', []);
    } catch (error) {
      expect((error as ScreenModeDisabledError).code).toBe('screen_mode_disabled');
    }
  });

  it('lays bigDesktop out as desktop', () => {
    expect(layoutFor('bigDesktop')).toBe('desktop');
    expect(layoutFor('mobile')).toBe('mobile');
  });
});
