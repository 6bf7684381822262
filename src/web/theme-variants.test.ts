import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { cssVariablesResolver } from './theme-tokens';
import { blend, contrast, LABEL_CONTRAST, variantColorResolver } from './theme-variants';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

/** A value the resolver returns, as an opaque colour over a white page (CSS variables looked up). */
function paint(value: string, below = '#fff'): string {
  if (value === 'transparent') return below;
  const variable = value.match(/^var\(--mantine-color-([a-z]+)-(\d)\)$/);
  const named = value.match(/^var\(--mantine-color-(white|black)\)$/);
  const color = variable
    ? merged.colors[variable[1]][Number(variable[2])]
    : named
      ? merged[named[1] as 'white' | 'black']
      : value;
  return blend(color, below);
}

const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'transparent', 'white'] as const;
const SHADES = [undefined, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const colorNames = Object.keys(merged.colors).filter((name) => name !== 'dark');

describe('variantColorResolver', () => {
  it('is the theme’s resolver', () => {
    expect(merged.variantColorResolver).toBe(variantColorResolver);
  });

  it('the Delete buttons’ red.9 light variant: Mantine draws 1:1, the theme draws a readable label', () => {
    const input = { color: 'red.9', theme: merged, variant: 'light' };
    const mantine = defaultVariantColorsResolver(input);
    expect(mantine.background).toBe(merged.colors.red[9]);
    expect(mantine.color).toBe('var(--mantine-color-red-light-color)');

    const ours = variantColorResolver(input);
    expect(contrast(paint(ours.color), paint(ours.background))).toBeGreaterThanOrEqual(LABEL_CONTRAST);
    expect(contrast(paint(ours.color), paint(ours.hover))).toBeGreaterThanOrEqual(LABEL_CONTRAST);
  });

  for (const variant of VARIANTS) {
    it(`${variant}: every colour and shade reads at ${LABEL_CONTRAST}:1 at rest and under the pointer`, () => {
      const faint: string[] = [];
      for (const name of colorNames) {
        for (const shade of SHADES) {
          const color = shade === undefined ? name : `${name}.${shade}`;
          const result = variantColorResolver({ color, theme: merged, variant });
          const label = paint(result.color);
          for (const [state, background] of [
            ['rest', result.background],
            ['hover', result.hover],
          ] as const) {
            const ratio = contrast(label, paint(background));
            if (ratio < LABEL_CONTRAST) faint.push(`${color} ${state} ${ratio.toFixed(2)}`);
          }
        }
      }
      expect(faint).toEqual([]);
    });
  }

  it('a disabled control’s label reads on its background (theme.css)', () => {
    const { light } = cssVariablesResolver(merged);
    const label = paint(light['--mantine-color-disabled-color']);
    // Mantine's disabled background: --mantine-color-disabled is gray 2 in the light scheme.
    expect(contrast(label, merged.colors.gray[2])).toBeGreaterThanOrEqual(LABEL_CONTRAST);
  });

  it('leaves the default variant and raw CSS colours as Mantine draws them', () => {
    for (const input of [
      { color: 'red', theme: merged, variant: 'default' },
      { color: '#123456', theme: merged, variant: 'light' },
    ]) {
      expect(variantColorResolver(input)).toEqual(defaultVariantColorsResolver(input));
    }
  });
});
