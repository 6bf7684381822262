import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';
import { THEME_STYLESHEET_HEADER, themeStylesheet } from './theme-stylesheet';
import { cssVariablesResolver } from './theme-tokens';

afterEach(cleanup);

/** What MantineProvider itself injects for the app's theme when left to do it at run time. */
function runtimeStyles(): { variables: string; classes: string } {
  render(createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }));
  const styles = [...document.querySelectorAll('style[data-mantine-styles]')];
  const text = (kind: string | null) =>
    styles.find((style) => style.getAttribute('data-mantine-styles') === kind)?.textContent ?? '';
  return { variables: text('true'), classes: text('classes') };
}

describe('src/web/theme.css', () => {
  it('holds exactly what MantineProvider would inject for the theme (variables, then breakpoint classes)', () => {
    const { variables, classes } = runtimeStyles();
    expect(variables).toContain('--mantine-color-course-7: #0d7562');
    expect(classes).toContain('.mantine-hidden-from-lg');
    expect(themeStylesheet()).toBe(`${THEME_STYLESHEET_HEADER}${variables}\n\n${classes}\n`);
  });

  it('is up to date with src/web/theme-tokens.ts (npm run theme:css rewrites it)', () => {
    expect(readFileSync(join(__dirname, 'theme.css'), 'utf8')).toBe(themeStylesheet());
  });
});
