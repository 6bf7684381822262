import type { Locator, Page } from '@playwright/test';
import { expectReadableButtons } from './support/contrast';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { startSignedIn } from './support/page-api';
import { fitsPhone, openStopwatch, settled, shot } from './support/screen';

/**
 * Splits per obstacle on a 375 × 667 touch phone, as a runner with a splits timer uses them: SPLIT at
 * each of Bondi's six obstacles (the last one's split is the STOP), an Undo of a mistaken split, a
 * reload mid-run, the table after the save, a second run against the first with its deltas and gold,
 * saved without signal and sent once back online, then My Results' splits at the course. The
 * browser's clock is driven (page.clock) so each run passes Bondi's plausible minimum.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const BONDI = ['Tyre Run', 'Balance Beam', 'Monkey Bars', 'Cargo Net', 'Wall Jump', 'Warped Wall'];

/** Waits `seconds` on the driven clock, then taps SPLIT, which must name `obstacle` first. */
async function splitAfter(page: Page, seconds: number, obstacle: string): Promise<void> {
  const split = page.getByTestId('split-button');
  await expect(split).toContainText(obstacle);
  await page.clock.fastForward(seconds * 1_000);
  await split.tap();
}

const splitRows = (page: Page): Locator => page.getByRole('list', { name: 'Splits' }).getByRole('listitem');

test('a run split at every obstacle: undo, reload, the table after the save, deltas and gold, offline save, My Results', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // A member of the journey's own: the demo member's runs at Bondi change with the other journeys
  // (a faster Comp time without splits would leave nothing for the second run to be compared with).
  const member = await refereeAddsMember(request, {
    prefix: 'split',
    firstName: 'Sam',
    lastName: 'Splitter',
  });
  await startSignedIn(page, { user: member.userName, password: member.password });
  await page.clock.install();
  await openStopwatch(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  const big = page.getByTestId('big-button');
  const display = page.getByTestId('stopwatch-display');

  // START: SPLIT appears above STOP, naming the first obstacle; STOP stays at the foot of the screen.
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  const stopBox = await big.boundingBox();
  await expect(page.getByTestId('split-button')).toContainText('Tyre Run');
  await expect(page.getByTestId('current-obstacle')).toContainText('Obstacle 1 of 6');
  expect(Math.abs(((await big.boundingBox())?.y ?? 0) - (stopBox?.y ?? 0))).toBeLessThanOrEqual(1);
  await fitsPhone(page, [big, page.getByTestId('split-button')]);
  await shot(page, '01-running-split-offered');
  await expectNoAxeViolations(page);

  // SPLIT closes Tyre Run and names the next obstacle.
  await splitAfter(page, 7, 'Tyre Run');
  await expect(page.getByTestId('split-button')).toContainText('Balance Beam');
  await expect(splitRows(page)).toHaveCount(1);
  await expect(splitRows(page).first()).toContainText('1. Tyre Run');

  // A mistaken second SPLIT is taken back within 3 s. The clock moves only as the journey says here
  // (a busy machine's own seconds would otherwise close the window before Undo is tapped).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await splitAfter(page, 1, 'Balance Beam');
  await expect(splitRows(page)).toHaveCount(2);
  const undo = page.getByRole('button', { name: 'Undo split: Balance Beam' });
  await settled(page);
  await shot(page, '02-undo-offered');
  await page.clock.fastForward(600);
  await undo.tap();
  await expect(splitRows(page)).toHaveCount(1);
  await expect(page.getByTestId('split-button')).toContainText('Balance Beam');
  await page.clock.fastForward(3_500);
  await expect(page.getByRole('button', { name: /Undo split/ })).toHaveCount(0);
  await page.clock.resume();
  await shot(page, '03-split-undone');

  // A reload mid-run keeps the run and its split, from the same stored timestamps.
  const before = await splitRows(page).first().textContent();
  await page.reload();
  await expect(display).toHaveAttribute('data-status', 'running');
  await expect(splitRows(page).first()).toHaveText(before ?? '');
  await expect(page.getByTestId('split-button')).toContainText('Balance Beam');
  await settled(page);
  await shot(page, '04-after-reload');

  // Through every obstacle: the last one has no SPLIT, its split is the STOP.
  await splitAfter(page, 5, 'Balance Beam');
  await splitAfter(page, 7, 'Monkey Bars');
  await splitAfter(page, 6, 'Cargo Net');
  await splitAfter(page, 5, 'Wall Jump');
  await expect(page.getByTestId('split-button')).toHaveCount(0);
  await expect(page.getByTestId('current-obstacle')).toContainText('Warped Wall');
  await page.clock.fastForward(6_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  await expect(splitRows(page)).toHaveCount(6);
  await shot(page, '05-stopped-all-split');

  // Saved: the table of obstacle / segment / to PB / gold, and the sum of best.
  await page.clock.fastForward(2_000);
  await big.tap();
  const table = page.getByTestId('run-splits');
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole('row')).toHaveCount(7);
  for (const name of BONDI) await expect(table).toContainText(name);
  await expect(page.getByTestId('sum-of-best')).toHaveText(/^Sum of best: \d:\d{2}\.\d{2}$/);
  await table.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, '06-after-run-table');
  await expectNoAxeViolations(page);

  // A second, faster run: each split shows its delta to the first and gold where it beats it.
  await page.clock.fastForward(2_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  await splitAfter(page, 5, 'Tyre Run');
  const chip = splitRows(page).first().locator('[data-tone]');
  await expect(chip).toHaveAttribute('data-tone', 'gold');
  await expect(chip).toContainText('Gold');
  await splitAfter(page, 7, 'Balance Beam');
  await expect(splitRows(page).nth(1).locator('[data-tone]')).toHaveAttribute('data-tone', /ahead|gold/);
  await settled(page);
  await shot(page, '07-live-deltas-and-gold');
  await expectNoAxeViolations(page);
  await expectReadableButtons(page);
  await splitAfter(page, 6, 'Monkey Bars');
  await splitAfter(page, 6, 'Cargo Net');
  await splitAfter(page, 5, 'Wall Jump');
  await page.clock.fastForward(6_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');

  // No signal: the run is kept on the phone with its splits, and sent once back online.
  await context.setOffline(true);
  await page.clock.fastForward(2_000);
  await big.tap();
  await expect(page.getByTestId('offline-save-notice')).toBeVisible();
  await settled(page);
  await shot(page, '08-kept-offline');
  await context.setOffline(false);
  await expect(page.getByText('Time Saved to Leaderboard')).toBeVisible({ timeout: 20_000 });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Gold');
  await table.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, '09-sent-online-table');

  // My Results at Bondi: the personal best's splits, best segments, sum of best, time save.
  await page.goto('/Account/MyResults');
  await page.getByLabel('Location').selectOption({ label: 'Bondi Beach' });
  const mine = page.getByTestId('course-splits');
  await expect(mine).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByRole('row')).toHaveCount(7);
  await expect(page.getByTestId('splits-summary')).toContainText('Sum of best');
  await expect(page.getByTestId('splits-summary')).toContainText('Possible time save');
  // Each obstacle's segment over the member's runs (GET /Leaderboard/MySplitRuns).
  await expect(page.getByRole('figure', { name: 'Each obstacle over time at Bondi Beach' })).toBeVisible();
  await expect(page.getByTestId('segments-chart').locator('.recharts-line')).toHaveCount(6);
  await mine.scrollIntoViewIfNeeded();
  await settled(page);
  await fitsPhone(page, []);
  await shot(page, '10-my-results-splits');
  await expectNoAxeViolations(page);
});

test('a referee lane splits each obstacle and records the splits with the official time', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await loginAs(page, 'referee');
  await expect(page).toHaveURL(/\/Referee\/RecordTimes$/);
  await page.getByLabel('Event').selectOption({ label: 'South Bank Open at South Bank Parklands' });
  const lane = page.getByRole('region', { name: 'Lane 1', exact: true });
  const field = lane.getByRole('combobox', { name: 'Competitor' });
  await field.tap();
  await field.fill('member@example.com');
  await page.getByRole('option', { name: /Sam Taylor/ }).tap();
  const button = lane.getByTestId('lane-button');
  await button.tap();
  const split = lane.getByTestId('lane-split');
  await expect(split).toBeVisible();
  await settled(page);
  await shot(page, '11-lane-split-offered');
  for (let taps = 0; taps < 10 && (await split.count()) > 0; taps += 1) {
    await page.clock.fastForward(10_000);
    await split.tap();
  }
  await expect(split).toHaveCount(0);
  await expect(lane.getByTestId('lane-last-obstacle')).toContainText('STOP at the finish');
  await settled(page);
  await shot(page, '12-lane-last-obstacle');
  await expectNoAxeViolations(page);
  await page.clock.fastForward(10_000);
  await button.tap();
  await page.clock.fastForward(2_000);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/Referee/AddToLeaderboard'));
  await button.tap();
  const response = await saved;
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON() as { duration: number; splits: { ms: number }[] };
  expect(body.splits.length).toBeGreaterThan(1);
  expect(body.splits.at(-1)?.ms).toBe(body.duration);
  const answer = (await response.json()) as { splits: unknown[] };
  expect(answer.splits).toHaveLength(body.splits.length);
  await expect(page.getByText('Time successfully recorded')).toBeVisible();
  await shot(page, '13-lane-recorded');
});
