import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, storedTimes, test } from './support/fixtures';

/**
 * The member's stopwatch with a keyboard and a mouse (the touch journeys are in
 * stopwatch-touch.spec.ts): Space and Enter start and stop through the 1 s double-tap guard, a run
 * survives a reload, a double click saves once, and a time under the course's plausible minimum is
 * refused with its message while the time stays. The browser clock is driven (page.clock) so a run
 * can pass the minimum (30 s at Bondi).
 */

/** 'm:ss.hh' → milliseconds. */
function toMs(display: string): number {
  const match = /^(\d+):(\d{2})\.(\d{2})$/.exec(display.trim());
  if (!match) throw new Error(`not a stopwatch reading: ${display}`);
  return Number(match[1]) * 60_000 + Number(match[2]) * 1_000 + Number(match[3]) * 10;
}

async function reading(page: Page): Promise<number> {
  return toMs((await page.getByTestId('stopwatch-display').textContent()) ?? '');
}

/** Space on the page itself (not on a button or a field), as a keyboard user starts and stops. */
async function pressOnPage(page: Page, key: 'Space' | 'Enter'): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

test('a member starts and stops with the keyboard, keeps the run across a reload and saves it once', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await loginAs(page, 'member');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Bondi Beach' });
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach$/);
  await page.getByRole('link', { name: 'Time a run' }).click();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  const locationId = Number(/\/View\/(\d+)\//.exec(page.url())?.[1]);
  const before = (await storedTimes(request, DEMO.member, locationId)).length;

  // Space starts; a second Space at once is the double tap the guard ignores.
  const display = page.getByTestId('stopwatch-display');
  const big = page.getByTestId('big-button');
  await expect(display).toHaveText('0:00.00');
  // A computer has a keyboard: the tip for it shows (never on a phone: stopwatch-keyboard-hint.spec.ts).
  await expect(page.getByText('Tip: press Space or Enter to start and stop.')).toBeVisible();
  await pressOnPage(page, 'Space');
  await pressOnPage(page, 'Space');
  await expect(display).toHaveAttribute('data-status', 'running');
  await expect(big).toHaveText('STOP');

  // Reload mid-run: still running, still counting up from the same start.
  await page.waitForTimeout(1_200);
  const beforeReload = await reading(page);
  expect(beforeReload).toBeGreaterThanOrEqual(1_000);
  await page.reload();
  await expect(display).toHaveAttribute('data-status', 'running');
  const afterReload = await reading(page);
  expect(afterReload).toBeGreaterThan(beforeReload);
  await expect.poll(() => reading(page)).toBeGreaterThan(afterReload + 300);

  // A double click on STOP stops once; the reading freezes.
  await page.clock.fastForward('00:40');
  await big.dblclick();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';
  await page.waitForTimeout(300);
  await expect(display).toHaveText(stoppedAt);

  // With the time unsaved, Enter starts nothing: the big button is SAVE TIME.
  await page.clock.fastForward('00:02');
  await pressOnPage(page, 'Enter');
  await expect(display).toHaveAttribute('data-status', 'stopped');
  await expect(big).toHaveText('SAVE TIME');
  await expectNoAxeViolations(page);

  // A double click on SAVE TIME saves once.
  await big.dblclick();
  await expect(page.getByText('Time Saved to Leaderboard')).toBeVisible();
  // The save resets the watch (docs/spec.md §4) and says what was saved.
  await expect(page.getByRole('status').filter({ hasText: `Saved ${stoppedAt}` })).toBeVisible();
  // The watch has reset; its read-out keeps the saved time until the next START.
  await expect(display).toHaveAttribute('data-status', 'idle');
  await expect(display).toHaveText(stoppedAt);
  await expect(big).toHaveText('START');
  await expectNoAxeViolations(page);
  const after = await storedTimes(request, DEMO.member, locationId);
  expect(after).toHaveLength(before + 1);
  expect(after.filter((row) => row.tsDuration === stoppedAt)).toHaveLength(1);
});

test('a time under the course minimum is refused with its message; the big button discards it', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await loginAs(page, 'member');
  await page.goto('/Locations/View/bondi-beach');
  await page.getByRole('link', { name: 'Time a run' }).click();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  const locationId = Number(/\/View\/(\d+)\//.exec(page.url())?.[1]);
  const before = (await storedTimes(request, DEMO.member, locationId)).length;

  const display = page.getByTestId('stopwatch-display');
  const big = page.getByTestId('big-button');
  await big.click();
  await page.clock.fastForward('00:05');
  await big.click();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';

  await page.clock.fastForward('00:02');
  await big.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This time was not saved' });
  await expect(refusal).toContainText(
    /A time here must be at least 0:\d\d\.00\. A referee can record an exceptional time at an event\./,
  );
  await expect(display).toHaveText(stoppedAt);
  await expect(big).toHaveText('DISCARD TIME');
  await expectNoAxeViolations(page);
  expect(await storedTimes(request, DEMO.member, locationId)).toHaveLength(before);

  // Discard is the way out, on the big button; RESET would ask.
  await page.clock.fastForward('00:02');
  await big.click();
  await expect(display).toHaveText('0:00.00');
  await expect(big).toHaveText('START');
});
