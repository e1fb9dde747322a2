/**
 * Colour palette. Every text/background pair the components use meets WCAG AA
 * (4.5:1 for body text, 3:1 for large text and UI boundaries); `__tests__/contrast.test.ts`
 * checks the pairs so a palette tweak cannot silently break them.
 *
 * The brand blue is deliberately muted: a job site asks people for personal data, and a
 * calm, familiar blue reads as trustworthy in Japanese web conventions.
 */
export const colors = {
  brand: {
    main: '#1B5FAA',
    hover: '#164F8F',
    active: '#113F73',
    subtle: '#EAF1FA',
    border: '#9BBCE3',
    onMain: '#FFFFFF',
  },
  neutral: {
    0: '#FFFFFF',
    50: '#F6F8FA',
    100: '#EEF1F4',
    200: '#DDE2E8',
    300: '#C3CBD4',
    400: '#8D98A5',
    500: '#6B7785',
    600: '#526070',
    700: '#3B4754',
    800: '#2A3440',
    900: '#1C242D',
  },
  text: {
    primary: '#1C242D',
    secondary: '#526070',
    /** Disabled text is exempt from contrast rules, but stays readable. */
    disabled: '#8D98A5',
    inverse: '#FFFFFF',
    link: '#1B5FAA',
    linkVisited: '#5B3E96',
  },
  surface: {
    page: '#F6F8FA',
    raised: '#FFFFFF',
    sunken: '#EEF1F4',
    backdrop: 'rgba(28, 36, 45, 0.56)',
  },
  border: {
    subtle: '#DDE2E8',
    /** Form control boundaries need 3:1 against the surface (WCAG 1.4.11). */
    control: '#6B7785',
    focus: '#1B5FAA',
  },
  success: { main: '#1E7A46', subtle: '#E7F5EC', onMain: '#FFFFFF', text: '#186238' },
  warning: { main: '#9A5B00', subtle: '#FFF4DB', onMain: '#FFFFFF', text: '#7A4800' },
  error: { main: '#C62828', subtle: '#FDECEC', onMain: '#FFFFFF', text: '#B02323' },
  info: { main: '#0B6C96', subtle: '#E6F3F9', onMain: '#FFFFFF', text: '#095A7D' },
};

export type Colors = typeof colors;
