import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';

// The theme's values that become CSS variables, apart from its components (src/web/theme.ts), so
// src/web/theme-stylesheet.ts can turn them into src/web/theme.css without loading any stylesheet.

/**
 * A deep course green. Shade 7 is the primary (5.6:1 against white) so filled buttons, links and
 * light variants all pass WCAG AA; the header uses the same shade behind white text.
 */
const course: MantineColorsTuple = [
  '#e7f7f3',
  '#cdeee6',
  '#9edccd',
  '#6cc9b3',
  '#43b79c',
  '#27a68a',
  '#148a72',
  '#0d7562',
  '#09614f',
  '#054d3f',
];

export const BRAND_COLOR = course[7];

export const themeTokens = {
  primaryColor: 'course',
  primaryShade: { light: 7, dark: 5 },
  colors: { course },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
} satisfies MantineThemeOverride;

/**
 * Mantine's default dimmed (gray 6) and error (red 6) texts fall below 4.5:1 on white, and a disabled
 * control's label (gray 5 on gray 2) reads at 1.75:1: darken them (gray 7 on gray 2 is about 7:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
