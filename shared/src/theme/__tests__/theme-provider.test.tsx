import { render, screen } from '@testing-library/react';
import { useTheme } from '@emotion/react';
import { GlobalStyles, ThemeProvider, theme } from '..';

function ThemeProbe() {
  const current = useTheme();
  return <p>{current.colors.brand.main}</p>;
}

describe('ThemeProvider and GlobalStyles', () => {
  it('provides the typed theme to emotion', () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText(theme.colors.brand.main)).toBeInTheDocument();
  });

  it('sets the Japanese body font, 1.7 line-height and the theme colours on body', () => {
    render(
      <ThemeProvider>
        <GlobalStyles />
      </ThemeProvider>,
    );
    const body = getComputedStyle(document.body);
    expect(body.fontFamily).toContain('Hiragino Sans');
    expect(body.fontFamily).toContain('Noto Sans JP');
    expect(body.lineHeight).toBe('1.7');
    expect(body.margin).toBe('0px');
  });

  it('keeps the type scale between 12 and 28 px', () => {
    const sizes = Object.values(theme.typography.fontSize).map((size) => parseInt(size, 10));
    expect(Math.min(...sizes)).toBe(12);
    expect(Math.max(...sizes)).toBe(28);
  });

  it('uses the screen-mode breakpoints', () => {
    expect(theme.breakpoints).toEqual({ tablet: 640, desktop: 950 });
  });
});
