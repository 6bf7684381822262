import {
  alpha,
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  toRgba,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG AA for text; an icon alone needs 3:1, so a label that passes covers its icon too. */
export const LABEL_CONTRAST = 4.5;

const WHITE = '#fff';
const BLACK = '#000';

/** `top` (any CSS colour Mantine parses, with its alpha) painted over the opaque `below`. */
export function blend(top: string, below: string): string {
  const a = toRgba(top);
  const b = toRgba(below);
  const mix = (x: number, y: number) => Math.round(x * a.a + y * (1 - a.a));
  return `rgb(${mix(a.r, b.r)}, ${mix(a.g, b.g)}, ${mix(a.b, b.b)})`;
}

/** The WCAG contrast ratio of two opaque colours. */
export function contrast(one: string, two: string): number {
  const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const readsOn = (text: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => contrast(text, background) >= LABEL_CONTRAST);

/**
 * The first shade from `from` up (darker) that reads on every background it would be drawn on
 * (`backgrounds(shade)`: a hover tint may depend on the label's own colour); black when none does.
 */
function readableShade(
  colors: MantineColorsTuple,
  from: number,
  backgrounds: (color: string) => readonly string[],
): string {
  for (let shade = from; shade < colors.length; shade += 1) {
    if (readsOn(colors[shade], backgrounds(colors[shade]))) return colors[shade];
  }
  return BLACK;
}

const onWhiteAndTint = (tint: number) => (color: string) => [WHITE, blend(alpha(color, tint), WHITE)];

/**
 * Mantine's variant colours with every label readable on its own background, at rest and under the
 * pointer. Mantine 9 draws a light variant with a shade (`color="red.9" variant="light"`) as that
 * shade behind text in the colour's light-variant text shade, the same 9: red on red at 1:1, the
 * invisible Delete buttons. It also lightens a subtle or outline shade to at most 6 and fills with
 * shade 7, both under 4.5:1 for red. Here a shade says how dark the label may start; the label
 * darkens until it reads, light variants keep Mantine's pale tint behind it, and a filled colour
 * darkens until white reads on it (black text on colours too pale for white, such as yellow).
 * Variants without a theme colour (default, gradient, a raw CSS colour) stay as Mantine draws them.
 * The app is light only (providers.tsx), so these are light-scheme values.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const { theme, variant } = input;
  const parsed = parseThemeColor({ color: input.color, theme });
  const colors = parsed.isThemeColor ? theme.colors[parsed.color] : undefined;
  if (!colors) return base;
  const shade = parsed.shade ?? getPrimaryShade(theme, 'light');

  switch (variant) {
    case 'filled': {
      for (let step = shade; step < colors.length; step += 1) {
        const hover = darken(colors[step], 0.1);
        if (readsOn(WHITE, [colors[step], hover]))
          return { ...base, background: colors[step], hover, color: WHITE };
      }
      const pale = colors[shade];
      if (readsOn(BLACK, [pale, darken(pale, 0.1)])) {
        return { ...base, background: pale, hover: darken(pale, 0.1), color: BLACK };
      }
      // Even the darkest shade is too light for white (green 9, orange 9): darken it a little more.
      for (let amount = 0.05; ; amount += 0.05) {
        const background = darken(colors[colors.length - 1], amount);
        const hover = darken(background, 0.1);
        if (readsOn(WHITE, [background, hover])) return { ...base, background, hover, color: WHITE };
      }
    }
    case 'light': {
      const [background, hover] = [colors[1], colors[2]];
      const color = readableShade(colors, Math.max(shade, 6), () => [background, hover]);
      return { ...base, background, hover, color };
    }
    case 'outline': {
      const color = readableShade(colors, shade, onWhiteAndTint(0.05));
      return { ...base, hover: alpha(color, 0.05), color, border: `1px solid ${color}` };
    }
    case 'subtle': {
      const color = readableShade(colors, shade, onWhiteAndTint(0.12));
      return { ...base, hover: alpha(color, 0.12), color };
    }
    case 'transparent':
      return { ...base, color: readableShade(colors, shade, () => [WHITE]) };
    case 'white':
      return { ...base, color: readableShade(colors, shade, () => [WHITE, blend(base.hover, WHITE)]) };
    default:
      return base;
  }
};
