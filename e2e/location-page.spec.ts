import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * The location page on a 375 × 667 touch phone: the course's obstacles and its boards are both near the
 * top (not under screens of obstacle pictures), and "See your place on the board" after a save lands
 * on the member's marked row and keeps it there while the rest of the page fills in.
 */
const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const BONDI_COURSE = ['Tyre Run', 'Balance Beam', 'Monkey Bars', 'Cargo Net', 'Wall Jump', 'Warped Wall'];

/** Where `target` starts, in CSS px from the top of the page (not of the screen). */
async function pageTop(target: Locator): Promise<number> {
  return target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test('a visitor sees the obstacles and reaches the boards within about a screen', async ({ page }) => {
  // Layout shifts while the page loads (what Lighthouse's CLS adds up), without a scroll or a tap.
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/Locations/View/bondi-beach');
  await expect(page.getByRole('heading', { level: 1, name: 'Bondi Beach' })).toBeVisible();
  await settled(page);
  await page.waitForLoadState('networkidle');
  await shot(page, '01-location-first-screen');
  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  console.log(`layout shift while loading: ${layoutShift.toFixed(3)}`);
  expect(layoutShift).toBeLessThan(0.1);

  const obstacles = page.getByRole('region', { name: 'Obstacles' });
  await expect(obstacles.getByRole('heading', { level: 3 })).toHaveText(
    BONDI_COURSE.map((name, index) => `${index + 1}. ${name}`),
  );
  // Every obstacle and the boards' heading lie within the first screen and a half: a thumb's flick,
  // not screens of pictures.
  const lastObstacle = obstacles.getByRole('heading', { level: 3 }).last();
  const boards = page.getByRole('heading', { level: 2, name: 'Leaderboards' });
  const obstaclesEnd = (await pageTop(lastObstacle)) + ((await lastObstacle.boundingBox())?.height ?? 0);
  const boardsTop = await pageTop(boards);
  console.log(
    `last obstacle ends at ${obstaclesEnd.toFixed(0)} px, Leaderboards at ${boardsTop.toFixed(0)} px`,
  );
  expect(obstaclesEnd).toBeLessThanOrEqual(PHONE.height * 1.5);
  expect(boardsTop).toBeLessThanOrEqual(PHONE.height * 1.5);

  // Each obstacle opens its tips; the links are thumb-sized and nothing scrolls sideways.
  const tipsLinks = obstacles.getByRole('link', { name: /Tips and rules/ });
  await expect(tipsLinks).toHaveCount(BONDI_COURSE.length);
  await fitsPhone(page, [
    page.getByRole('link', { name: 'Time a run' }),
    tipsLinks.first(),
    tipsLinks.last(),
  ]);
  await expectNoAxeViolations(page);

  await boards.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Social Leaderboard' })).toBeInViewport();
  await shot(page, '02-location-boards');
});

test('"See your place on the board" after a save lands on the member\'s marked row', async ({ page }) => {
  // Two page loads, a run and a save on a loaded two-core machine.
  test.slow();
  await page.clock.install();
  await loginAs(page, 'member');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Bondi Beach' });
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach$/);
  await page.getByRole('link', { name: 'Time a run' }).tap();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  await settled(page);

  // A slow run, saved: over the course's plausible minimum (30 s at Bondi) and within the server's
  // five minutes of leeway for a finish ahead of its clock (this browser's clock is moved on). The
  // member's row shows their best time, far down the board.
  const big = page.getByTestId('big-button');
  await big.tap();
  await page.clock.fastForward('03:00');
  await big.tap();
  await expect(big).toHaveText('SAVE TIME');
  await page.clock.fastForward('00:02');
  await big.tap();
  await expect(page.getByText('Time Saved to Leaderboard')).toBeVisible();
  await shot(page, '03-stopwatch-saved');

  await page.getByRole('link', { name: 'See your place on the board' }).tap();
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach\?highlight=member$/);
  const board = page.getByRole('table', { name: 'Social Leaderboard' });
  const mine = board.locator('tr[data-marked]').filter({ hasText: 'member' }).first();
  await expect(mine).toBeInViewport();
  // The rest of the page (obstacle list, pictures, the Comp board) has filled in and the row is still
  // on screen: nothing pushed it away after the page scrolled to it.
  await settled(page);
  await page.waitForLoadState('networkidle');
  await expect(mine).toBeInViewport();
  await shot(page, '04-board-highlighted-row');

  // The stopwatch reloaded after the save (a phone drops the tab while its owner walks back): its
  // link still lands on the member's row.
  await page.goBack();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  await page.reload();
  await settled(page);
  await shot(page, '05-stopwatch-reloaded');
  await page.getByRole('link', { name: 'See your place on the board' }).tap();
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach\?highlight=member$/);
  await settled(page);
  await page.waitForLoadState('networkidle');
  await expect(board.locator('tr[data-marked]').filter({ hasText: 'member' }).first()).toBeInViewport();

  // A reload of the board's address lands there too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bondi Beach' })).toBeVisible();
  await settled(page);
  await page.waitForLoadState('networkidle');
  await expect(board.locator('tr[data-marked]').filter({ hasText: 'member' }).first()).toBeInViewport();
  await shot(page, '06-board-highlighted-row-reloaded');
});
