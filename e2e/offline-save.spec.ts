import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, storedTimes, test } from './support/fixtures';

/** The member's own rows at a location with this displayed time (via the real API). */
async function rowsWithTime(request: APIRequestContext, locationId: number, tsDuration: string) {
  const rows = await storedTimes(request, DEMO.member, locationId);
  return rows.filter((row) => row.tsDuration === tsDuration).length;
}

async function openStopwatch(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Bondi Beach' });
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach$/);
  await page.getByRole('link', { name: 'Time a run' }).click();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  return Number(/\/View\/(\d+)\//.exec(page.url())?.[1]);
}

test('a time saved without signal is kept on the phone, survives a reload and is sent once back online', async ({
  page,
  context,
  request,
}) => {
  // Several screens in one journey: on a slow 2-core machine it nears the default timeout.
  test.slow();
  // The browser's clock is driven so the run passes the course's plausible minimum (30 s at Bondi).
  await page.clock.install();
  await loginAs(page, 'member');
  const locationId = await openStopwatch(page);
  // The service worker has taken the page over, so the app shell is cached for offline visits.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });

  const display = page.getByTestId('stopwatch-display');
  const big = page.getByTestId('big-button');
  await big.click();
  await expect(display).toHaveAttribute('data-status', 'running');
  await page.waitForTimeout(1_300);
  await page.clock.fastForward('00:40');
  await big.click();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';
  const before = await rowsWithTime(request, locationId, stoppedAt);

  // No signal: SAVE TIME keeps the time on the phone and says so. The time is safe there, so the
  // big button offers START again (the next run need not wait for the signal).
  await context.setOffline(true);
  await page.clock.fastForward('00:02');
  await expect(big).toHaveText('SAVE TIME');
  await big.click();
  const notice = page.getByText('Saved on this phone — it will be sent when you are back online.');
  await expect(notice).toBeVisible();
  await expect(big).toHaveText('START');
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await expectNoAxeViolations(page);

  // Still offline, the page opens again from the cached shell, with the stopped time still kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Time a run' })).toBeVisible();
  await expect(display).toHaveText(stoppedAt);
  await expect(notice).toBeVisible();
  await expect(page.getByText('The leaderboard will load when you are back online.')).toBeVisible();
  expect(await rowsWithTime(request, locationId, stoppedAt)).toBe(before);

  // Back online: it is sent by itself, the usual toast appears and the notice goes.
  await context.setOffline(false);
  await expect(page.getByText('Time Saved to Leaderboard')).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveCount(0);
  // Sent, the watch resets (docs/spec.md §4) and says which time was saved.
  await expect(page.getByRole('status').filter({ hasText: `Saved ${stoppedAt}` })).toBeVisible();
  await expect(display).toHaveAttribute('data-status', 'idle');
  await expect(display).toHaveText(stoppedAt);
  await expect(big).toHaveText('START');
  expect(await rowsWithTime(request, locationId, stoppedAt)).toBe(before + 1);

  // Opening the page again sends nothing more: the queue is empty and the key was used once.
  await page.reload();
  await expect(display).toHaveAttribute('data-status', 'idle');
  await expect(display).toHaveText(stoppedAt);
  await expect(page.getByRole('status').filter({ hasText: `Saved ${stoppedAt}` })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await rowsWithTime(request, locationId, stoppedAt)).toBe(before + 1);
  await expectNoAxeViolations(page);
});
