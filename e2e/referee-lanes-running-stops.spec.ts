import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { CURRENT_EVENT, chooseCompetitor, lane, laneButton, openRecordTimes } from './support/referee-lanes';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * Three lanes running on a 375 × 667 touch phone: however far the page is scrolled, every running
 * lane's STOP is on the screen at once, named by its lane and competitor, at least 48 × 48 px, and
 * stops that lane with one tap where it is, without scrolling.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const VIEWPORT = { width: 375, height: 667 };
/** The fixed top bar (Layout.module.css): what is under it is not on the screen for a thumb. */
const TOP_BAR = 64;

const RUNNERS = [
  { number: 1, search: 'mia.smith', name: 'Mia Smith' },
  { number: 2, search: 'Isla', name: 'Isla Nguyen' },
  { number: 3, search: 'member@example.com', name: 'Sam Taylor' },
] as const;

/** The bar's STOP for a running lane whose own button is off the screen. */
const stopFor = (page: Page, number: number, name: string): Locator =>
  page.getByRole('button', { name: `STOP Lane ${number} ${name}` });

/** The STOP a thumb reaches for a running lane: the bar's when it shows one, else the lane's own. */
async function reachableStop(page: Page, number: number, name: string): Promise<Locator> {
  const inBar = stopFor(page, number, name);
  if ((await inBar.count()) > 0) return inBar;
  await expect(laneButton(page, number)).toHaveText('STOP');
  return laneButton(page, number);
}

/** The control's box is wholly on the screen, below the top bar, and not covered by anything else. */
async function expectOnScreen(control: Locator, what: string): Promise<void> {
  await expect(control, `${what} is shown`).toBeVisible();
  const box = await control.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(TOP_BAR);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(VIEWPORT.height);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(VIEWPORT.width);
  const uncovered = await control.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && element.contains(top);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(uncovered, `${what} is not covered`).toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("with three lanes running, every running lane's STOP is on one screen", async ({ page }) => {
  test.slow();
  await openRecordTimes(page);
  await page.getByLabel('Event').selectOption({ label: CURRENT_EVENT });
  for (const runner of RUNNERS) {
    if (runner.number > 1) await page.getByRole('button', { name: 'Add lane' }).tap();
    await chooseCompetitor(page, runner.number, runner.search, new RegExp(runner.name));
  }
  for (const runner of RUNNERS) {
    await laneButton(page, runner.number).tap();
    await expect(laneButton(page, runner.number)).toHaveText('STOP');
  }

  // The referee goes down the page (to the next lane, Add lane): lane 1 has scrolled away.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settled(page);
  const firstOwn = await laneButton(page, 1).boundingBox();
  expect((firstOwn?.y ?? 0) + (firstOwn?.height ?? 0), "lane 1's own button is off the screen").toBeLessThan(
    TOP_BAR,
  );
  await shot(page, '01-three-running-scrolled-down');

  // Every running lane's STOP is here all the same, named by lane and competitor.
  for (const runner of RUNNERS) {
    await expectOnScreen(stopFor(page, runner.number, runner.name), `STOP of lane ${runner.number}`);
  }
  await fitsPhone(
    page,
    RUNNERS.map((runner) => stopFor(page, runner.number, runner.name)),
  );
  // Nothing the page holds hides under them: Add lane, at the very bottom, is still there to tap.
  await expectOnScreen(page.getByRole('button', { name: 'Add lane' }), 'Add lane');
  await expectNoAxeViolations(page);

  // One tap each, where they are: each lane stops, every lane still running keeps a STOP on the
  // screen, and the page never moves.
  const before = await scrollY(page);
  for (const [index, runner] of RUNNERS.entries()) {
    const stop = await reachableStop(page, runner.number, runner.name);
    const box = await stop.boundingBox();
    await page.touchscreen.tap((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect(lane(page, runner.number).getByTestId('lane-display')).toHaveAttribute(
      'data-status',
      'stopped',
    );
    await expect(stopFor(page, runner.number, runner.name)).toHaveCount(0);
    // Only that lane: the tap's late click stops nothing else, whatever it landed on.
    for (const still of RUNNERS.slice(index + 1)) {
      await expect(lane(page, still.number).getByTestId('lane-display')).toHaveAttribute(
        'data-status',
        'running',
      );
    }
    // The bar keeps its place for a moment after a stop (the double-tap window), then follows the page.
    await page.waitForTimeout(1_100);
    expect(await scrollY(page), 'the page did not move').toBe(before);
    for (const still of RUNNERS.slice(index + 1)) {
      const next = await reachableStop(page, still.number, still.name);
      await expectOnScreen(next, `STOP of lane ${still.number}`);
    }
    await settled(page);
    await shot(page, `0${runner.number + 1}-lane-${runner.number}-stopped`);
  }
  expect(await scrollY(page), 'the page did not scroll').toBe(before);
  for (const runner of RUNNERS) {
    await expect(laneButton(page, runner.number)).toHaveText('SAVE TIME');
  }
  await expectNoAxeViolations(page);
});
