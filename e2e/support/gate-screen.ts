import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Each of `parts` is on the first screen, seen without scrolling: the page is put back at its top,
 * then each part must lie inside the viewport and above `above` (the preview, or the sticky SAVE TIME
 * bar that covers the foot of the screen) when given.
 */
export async function onFirstScreen(page: Page, parts: Locator[], above?: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport');
  const limit = above ? (await above.boundingBox())?.y : viewport.height;
  expect(limit, 'the part everything must be above').toBeDefined();
  for (const part of parts) {
    const box = await part.boundingBox();
    const name = await part.evaluate((element) => element.outerHTML.slice(0, 80));
    expect(box, `${name} on screen`).not.toBeNull();
    if (!box || limit === undefined) return;
    expect(box.y, `top of ${name}`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `foot of ${name} (limit ${limit})`).toBeLessThanOrEqual(
      Math.min(limit, viewport.height) + 0.5,
    );
  }
}
