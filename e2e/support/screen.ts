import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Screen helpers every journey shares: one version each, so a fix (a new transient status text, a
 * stricter size check) reaches all of them.
 */

/**
 * Waits for every transient status (loading cards, 'Opening the stopwatch…', 'Checking…',
 * 'Confirming…') to go and for the route fade (and any other animation, a modal's too) to finish.
 */
export async function settled(page: Page): Promise<void> {
  await expect(
    page.getByRole('status').filter({ hasText: /Loading|Opening|Checking|Confirming/ }),
  ).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Nothing scrolls sideways at `width` (the phone the test set), and each of `controls` is on screen
 * and at least 48 × 48 CSS px, measured unrounded.
 */
export async function fitsPhone(page: Page, controls: Locator[], width = 375): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(
    width,
  );
  for (const control of controls) {
    const box = await control.boundingBox();
    const name = await control.evaluate((element) => element.outerHTML.slice(0, 80));
    expect(box, `${name} on screen`).not.toBeNull();
    expect(box?.height ?? 0, `height of ${name}`).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0, `width of ${name}`).toBeGreaterThanOrEqual(48);
  }
}

/** Sees a toast with `text`, then closes it with its close button and waits for it to go. */
export async function closeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
}

/** Keeps a screenshot of the screen as it is now under the test's results, for the reviewer. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

/** On a touch phone: from the home page's course picker to `course`'s page, then its stopwatch, settled. */
export async function openStopwatch(page: Page, course = 'Bondi Beach'): Promise<number> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: course });
  await expect(page).toHaveURL(/\/Locations\/View\/[^/]+$/);
  await page.getByRole('link', { name: 'Time a run' }).tap();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  await settled(page);
  return Number(/\/View\/(\d+)\//.exec(page.url())?.[1]);
}
