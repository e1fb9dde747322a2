/**
 * Type scale tuned for Japanese: CJK glyphs fill the whole em box, so body text needs a
 * taller line-height (1.7) than Latin text, and sizes stay between 12 and 28 px so that
 * kanji strokes stay legible on a 375 px phone.
 */
export const typography = {
  fontFamily:
    "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Yu Gothic', Meiryo, sans-serif",
  fontSize: {
    xs: '12px',
    s: '14px',
    m: '16px',
    l: '18px',
    xl: '20px',
    xxl: '24px',
    xxxl: '28px',
  },
  lineHeight: {
    body: 1.7,
    heading: 1.4,
    /** Single-line controls (buttons, chips) centre text by height, not by leading. */
    control: 1.25,
  },
  /** Most Japanese system fonts ship only a regular and a bold weight. */
  fontWeight: {
    regular: 400,
    bold: 700,
  },
  letterSpacing: {
    body: '0.02em',
    heading: '0.04em',
  },
};

export type Typography = typeof typography;
