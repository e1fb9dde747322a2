import { colors } from '../colors';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)!
    .map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA_TEXT = 4.5;
const AA_UI = 3;

/** Pairs the components actually draw: [foreground, background, minimum ratio]. */
const pairs: [string, string, string, number][] = [
  ['body text on page', colors.text.primary, colors.surface.page, AA_TEXT],
  ['body text on card', colors.text.primary, colors.surface.raised, AA_TEXT],
  ['secondary text on page', colors.text.secondary, colors.surface.page, AA_TEXT],
  ['secondary text on sunken', colors.text.secondary, colors.surface.sunken, AA_TEXT],
  ['link on card', colors.text.link, colors.surface.raised, AA_TEXT],
  ['visited link on card', colors.text.linkVisited, colors.surface.raised, AA_TEXT],
  ['primary button label', colors.brand.onMain, colors.brand.main, AA_TEXT],
  ['primary button hover', colors.brand.onMain, colors.brand.hover, AA_TEXT],
  ['secondary/ghost button label', colors.brand.main, colors.surface.raised, AA_TEXT],
  ['ghost button hover', colors.brand.main, colors.brand.subtle, AA_TEXT],
  ['selected chip', colors.brand.active, colors.brand.subtle, AA_TEXT],
  ['danger button label', colors.error.onMain, colors.error.main, AA_TEXT],
  ['error text on card', colors.error.text, colors.surface.raised, AA_TEXT],
  ['error text on error background', colors.error.text, colors.error.subtle, AA_TEXT],
  ['success text on success background', colors.success.text, colors.success.subtle, AA_TEXT],
  ['warning text on warning background', colors.warning.text, colors.warning.subtle, AA_TEXT],
  ['info text on info background', colors.info.text, colors.info.subtle, AA_TEXT],
  ['success label on success fill', colors.success.onMain, colors.success.main, AA_TEXT],
  ['warning label on warning fill', colors.warning.onMain, colors.warning.main, AA_TEXT],
  ['info label on info fill', colors.info.onMain, colors.info.main, AA_TEXT],
  ['toast text', colors.text.inverse, colors.neutral[900], AA_TEXT],
  ['muted chip text', colors.text.secondary, colors.surface.sunken, AA_TEXT],
  ['default chip text', colors.text.primary, colors.neutral[100], AA_TEXT],
  ['placeholder on input', colors.neutral[500], colors.surface.raised, AA_TEXT],
  ['control border on card', colors.border.control, colors.surface.raised, AA_UI],
  ['control border on page', colors.border.control, colors.surface.page, AA_UI],
  ['focus ring on page', colors.border.focus, colors.surface.page, AA_UI],
  ['error border on card', colors.error.main, colors.surface.raised, AA_UI],
];

describe('colour contrast (WCAG AA)', () => {
  it.each(pairs)('%s', (_name, foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
