import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** One button whose label or icon falls below its minimum contrast. */
interface FaintButton {
  button: string;
  ratio: number;
  needs: number;
  color: string;
  background: string;
}

/**
 * Every visible button's text or icon colour against the background it is drawn on (the button's own,
 * or the first painted one behind it, alpha blended), by the WCAG formula. axe checks text only, and
 * skips what it cannot be sure of; this also covers icon-only buttons (3:1, WCAG 1.4.11).
 */
async function faintButtons(page: Page): Promise<FaintButton[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const match = value.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const parts = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + below[i] * (1 - a)).concat(1) as Rgba;
    };
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color && color[3] > 0) {
          layers.push(color);
          if (color[3] >= 1) break;
        }
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const found: FaintButton[] = [];
    const buttons = document.querySelectorAll('button, a.mantine-Button-root, a.mantine-ActionIcon-root');
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0)
        continue;
      const text = (button.textContent ?? '').trim();
      const icon = button.querySelector('svg');
      if (!text && !icon) continue;
      // The label's own colour (Mantine sets it on the button; an icon draws with currentColor).
      const labelElement = (text ? button.querySelector('.mantine-Button-label') : icon) ?? button;
      const own = parse(getComputedStyle(labelElement).color);
      if (!own) continue;
      const background = backgroundOf(button);
      const color = over(own, background);
      const needs = text ? 4.5 : 3;
      const value = ratio(color, background);
      if (value < needs) {
        found.push({
          button: button.getAttribute('aria-label') ?? text ?? button.outerHTML.slice(0, 60),
          ratio: Math.round(value * 100) / 100,
          needs,
          color: `rgb(${color.slice(0, 3).map(Math.round).join(', ')})`,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
        });
      }
    }
    return found;
  });
}

/** Fails listing every button whose label or icon is too faint on its background. */
export async function expectReadableButtons(page: Page): Promise<void> {
  expect(await faintButtons(page), `faint buttons on ${page.url()}`).toEqual([]);
}
