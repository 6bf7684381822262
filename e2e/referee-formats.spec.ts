import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { bearer } from './support/page-api';
import { chooseCompetitor, lane, laneButton, openRecordTimes } from './support/referee-lanes';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * A referee at events scored by obstacles, on a 375 × 667 touch phone: at a penalty event two lanes
 * mark every obstacle CLEARED or FAILED (one mark taken back), keep their marks through a reload, and
 * save, one of them without signal; at an obstacles event a FAILED ends a run and is taken back, and
 * a lane clears the whole course. The boards then rank the penalties and the obstacles cleared.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const VIEWPORT_HEIGHT = 667;
/** The fixed top bar (Layout.module.css): what is under it is not on the screen for a thumb. */
const TOP_BAR = 64;
/** CLEARED and FAILED ignore a second tap this soon after a mark (run-marks.ts MARK_GUARD_MS). */
const PAST_GUARD_MS = 1_100;
const PENALTY_SECONDS = 10;
const OBSTACLES = ['Log Hop', 'Net Crawl', 'Wall Vault'];

interface BoardRow {
  user: { userName: string };
  duration: number;
  standing: number;
  obstaclesCleared: number | null;
  penaltyMs: number;
  rankedMs: number;
}

interface Made {
  name: string;
  label: string;
  id: number;
  /** The course's obstacles' names, in order. */
  obstacles: string[];
}

async function asAdmin<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const response = await request.post(`/api/${path}`, { headers: await bearer(request, DEMO.admin), data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The demo referee's user id, the subject of their session's token. */
async function refereeId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/Auth/Login', { data: DEMO.referee });
  const { token } = (await login.json()) as { token: string };
  return Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
}

/**
 * An event running now at a course of its own (three obstacles, no minimum), scored by `format`, with
 * the demo referee on it: made through the admin API as the demo admin.
 */
async function formatEvent(
  request: APIRequestContext,
  format: 'obstacles' | 'penalty',
  suffix: string,
): Promise<Made> {
  const course = await ownCourse(request, {
    name: `Format Park ${format} ${suffix}`,
    // Equipment names are unique: each course has obstacles of its own ('Log Hop 123456').
    obstacles: OBSTACLES.map((obstacle) => `${obstacle} ${suffix}`),
  });
  const name = `${format === 'penalty' ? 'Penalty' : 'Furthest'} Cup ${suffix}`;
  const now = Date.now();
  const event = await asAdmin<{ id: number }>(request, 'Event/Create', {
    name,
    content: '',
    locationId: course.id,
    startTime: new Date(now - 3_600_000).toISOString(),
    endTime: new Date(now + 3 * 3_600_000).toISOString(),
    format,
    penaltySeconds: format === 'penalty' ? PENALTY_SECONDS : null,
  });
  await asAdmin(request, `Event/${event.id}/AddReferee/${await refereeId(request)}`);
  return {
    name,
    label: `${name} at ${course.name}`,
    id: event.id,
    obstacles: course.obstacles.map((o) => o.name),
  };
}

async function board(request: APIRequestContext, eventId: number): Promise<BoardRow[]> {
  const response = await request.get(`/api/Leaderboard/Event/${eventId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BoardRow[];
}

const cleared = (page: Page, number: number): Locator => lane(page, number).getByTestId('lane-cleared');
const failed = (page: Page, number: number): Locator => lane(page, number).getByTestId('lane-failed');
const nextObstacle = (page: Page, number: number): Locator =>
  lane(page, number).getByTestId('lane-next-obstacle');
const display = (page: Page, number: number): Locator => lane(page, number).getByTestId('lane-display');

/** A tap once the lane's last mark is past the double-tap guard. */
async function mark(target: Locator): Promise<void> {
  await target.page().waitForTimeout(PAST_GUARD_MS);
  await target.tap();
}

/** The control is wholly on the screen, below the top bar, not covered, and at least 48 px tall. */
async function expectOnScreen(control: Locator, what: string): Promise<void> {
  const box = await control.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(TOP_BAR);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(VIEWPORT_HEIGHT);
  expect(box.height, `${what} height`).toBeGreaterThanOrEqual(48);
  const uncovered = await control.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && element.contains(top);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(uncovered, `${what} is not covered`).toBe(true);
}

test('a penalty event: two lanes mark every obstacle, an undo, a reload mid-run, a save without signal', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const event = await formatEvent(request, 'penalty', String(Date.now()).slice(-6));
  const [hop, crawl, vault] = event.obstacles;
  await openRecordTimes(page);
  await page.getByLabel('Event').selectOption({ label: event.label });
  await chooseCompetitor(page, 1, 'member@example.com', /Sam Taylor/);
  await page.getByRole('button', { name: 'Add lane' }).tap();
  await chooseCompetitor(page, 2, 'Isla', /Isla Nguyen/);
  await expect(lane(page, 1).getByTestId('lane-cleared')).toHaveCount(0);

  await laneButton(page, 1).tap();
  await laneButton(page, 2).tap();
  await expect(nextObstacle(page, 1)).toHaveText(`1 of 3 · ${hop}`);
  await expect(nextObstacle(page, 2)).toHaveText(`1 of 3 · ${hop}`);
  // STOP waits for the marks, and says how many are left.
  await expect(laneButton(page, 1)).toBeDisabled();
  await expect(laneButton(page, 1)).toHaveText('STOP3 obstacles to mark');

  // Both lanes, STOP, CLEARED and FAILED, on one screen once the lanes are scrolled to the top.
  const laneTop = (await lane(page, 1).boundingBox())?.y ?? 0;
  await page.evaluate((by) => window.scrollBy(0, by), laneTop - TOP_BAR - 8);
  // Both lanes' own STOPs are on the screen: the bar of STOPs goes.
  await expect(page.getByRole('region', { name: 'Running lanes' })).toBeHidden();
  await settled(page);
  await shot(page, '01-two-lanes-marking');
  for (const number of [1, 2]) {
    await expectOnScreen(laneButton(page, number), `lane ${number} STOP`);
    await expectOnScreen(cleared(page, number), `lane ${number} CLEARED`);
    await expectOnScreen(failed(page, number), `lane ${number} FAILED`);
  }
  await fitsPhone(page, [cleared(page, 1), failed(page, 1), cleared(page, 2), failed(page, 2)]);
  await expectNoAxeViolations(page);

  // Lane 1: Log Hop cleared; Net Crawl marked CLEARED by mistake, taken back, then FAILED.
  await cleared(page, 1).tap();
  await failed(page, 2).tap();
  await expect(nextObstacle(page, 1)).toHaveText(`2 of 3 · ${crawl}`);
  await mark(cleared(page, 1));
  await expect(nextObstacle(page, 1)).toHaveText(`3 of 3 · ${vault}`);
  // Undo is offered for 3 s (past its own 0.5 s settle): taken at once, before anything slow.
  await page.waitForTimeout(600);
  await lane(page, 1)
    .getByRole('button', { name: `Undo mark: ${crawl}` })
    .tap();
  await expect(nextObstacle(page, 1)).toHaveText(`2 of 3 · ${crawl}`);
  await mark(failed(page, 1));
  await expect(nextObstacle(page, 1)).toHaveText(`3 of 3 · ${vault}`);
  await expect(laneButton(page, 1)).toHaveText('STOP1 obstacle to mark');
  await shot(page, '02-undone-then-failed');

  // A reload mid-run: the clocks go on, each lane at its next obstacle.
  await page.reload();
  await expect(nextObstacle(page, 1)).toHaveText(`3 of 3 · ${vault}`);
  await expect(nextObstacle(page, 2)).toHaveText(`2 of 3 · ${crawl}`);
  await expect(display(page, 1)).toHaveAttribute('data-status', 'running');
  await expect(display(page, 2)).toHaveAttribute('data-status', 'running');

  await cleared(page, 1).tap();
  await expect(nextObstacle(page, 1)).toHaveText('All 3 marked: STOP at the finish');
  await expect(lane(page, 1).getByTestId('lane-marks-summary')).toHaveText('+10 s (1 of 3 failed)');
  await cleared(page, 2).tap();
  await mark(failed(page, 2));
  await expect(lane(page, 2).getByTestId('lane-marks-summary')).toHaveText('+20 s (2 of 3 failed)');
  await expect(laneButton(page, 1)).toBeEnabled();
  await settled(page);
  await shot(page, '03-all-marked');

  // Lane 1 saves at once: the notice says the penalty.
  await laneButton(page, 1).tap();
  await expect(display(page, 1)).toHaveAttribute('data-status', 'stopped');
  await page.waitForTimeout(PAST_GUARD_MS);
  await laneButton(page, 1).tap();
  const notice = page.getByRole('alert').filter({ hasText: 'Time successfully recorded' });
  await expect(notice).toContainText('Sam Taylor (member)');
  await expect(notice).toContainText('+10 s');
  await expect(lane(page, 1).getByTestId('lane-last-saved')).toContainText('(+10 s)');
  await settled(page);
  await shot(page, '04-saved-with-penalty');

  // Lane 2 saves without signal: kept on the phone, with its marks, and sent once back online.
  await laneButton(page, 2).tap();
  await expect(display(page, 2)).toHaveAttribute('data-status', 'stopped');
  await context.setOffline(true);
  await page.waitForTimeout(PAST_GUARD_MS);
  await laneButton(page, 2).tap();
  await expect(lane(page, 2).getByTestId('lane-last-saved')).toContainText('Kept on this phone: Isla Nguyen');
  await expect(lane(page, 2).getByTestId('lane-last-saved')).toContainText('(+20 s)');
  await expect(page.getByTestId('queue-notice')).toContainText('1 time waiting to send');
  await settled(page);
  await shot(page, '05-kept-without-signal');
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(notice).toContainText('Isla Nguyen (isla_nguyen)', { timeout: 15_000 });
  await expect(notice).toContainText('+20 s');
  await expect(page.getByTestId('queue-notice')).toHaveCount(0);

  // The board ranks each time with its penalties.
  const rows = await board(request, event.id);
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row.rankedMs).toBe(row.duration + row.penaltyMs);
  const byName = Object.fromEntries(rows.map((row) => [row.user.userName, row]));
  expect(byName.member.penaltyMs).toBe(PENALTY_SECONDS * 1000);
  expect(byName.isla_nguyen.penaltyMs).toBe(2 * PENALTY_SECONDS * 1000);
  expect(byName.member.obstaclesCleared).toBe(2);
  expect(byName.isla_nguyen.obstaclesCleared).toBe(1);
  const [first, second] = [...rows].sort((a, b) => a.standing - b.standing);
  expect(first.rankedMs).toBeLessThanOrEqual(second.rankedMs);
  expect(first.standing).toBe(1);
  // Stored once: the kept save went under its one Idempotency-Key.
  expect(rows.filter((row) => row.user.userName === 'isla_nguyen')).toHaveLength(1);
});

test('an obstacles event: a FAILED ends the run and is taken back, a lane clears the course, another fails', async ({
  page,
  request,
}) => {
  test.slow();
  const event = await formatEvent(request, 'obstacles', String(Date.now()).slice(-6));
  const [hop, crawl] = event.obstacles;
  await openRecordTimes(page);
  await page.getByLabel('Event').selectOption({ label: event.label });
  await chooseCompetitor(page, 1, 'mia.smith', /Mia Smith/);
  await laneButton(page, 1).tap();
  await expect(nextObstacle(page, 1)).toHaveText(`1 of 3 · ${hop}`);
  await expect(laneButton(page, 1)).toBeDisabled();

  await mark(cleared(page, 1));
  await mark(failed(page, 1));
  // FAILED ends the run at that mark: the clock stops, SAVE TIME is offered, and Undo (3 s) lets
  // the run go on.
  await expect(display(page, 1)).toHaveAttribute('data-status', 'stopped');
  await expect(laneButton(page, 1)).toHaveText('SAVE TIME');
  await page.waitForTimeout(600);
  await lane(page, 1)
    .getByRole('button', { name: `Undo mark: ${crawl}` })
    .tap();
  await expect(display(page, 1)).toHaveAttribute('data-status', 'running');
  await expect(nextObstacle(page, 1)).toHaveText(`2 of 3 · ${crawl}`);

  // Through every obstacle: the clock runs on to STOP.
  await mark(cleared(page, 1));
  await mark(cleared(page, 1));
  await expect(nextObstacle(page, 1)).toHaveText('All 3 marked: STOP at the finish');
  await expect(display(page, 1)).toHaveAttribute('data-status', 'running');
  await page.waitForTimeout(PAST_GUARD_MS);
  await laneButton(page, 1).tap();
  await page.waitForTimeout(PAST_GUARD_MS);
  await laneButton(page, 1).tap();
  const notice = page.getByRole('alert').filter({ hasText: 'Time successfully recorded' });
  await expect(notice).toContainText('Mia Smith');
  await expect(notice).toContainText('3 of 3 cleared');
  await settled(page);
  await shot(page, '01-course-cleared');

  // The next competitor fails the first obstacle: saved at once, ranked below.
  await chooseCompetitor(page, 1, 'member@example.com', /Sam Taylor/);
  // The save held the lane's button for a moment (its meaning changed under the thumb).
  await page.waitForTimeout(PAST_GUARD_MS);
  await laneButton(page, 1).tap();
  await expect(display(page, 1)).toHaveAttribute('data-status', 'running');
  await mark(failed(page, 1));
  await expect(display(page, 1)).toHaveAttribute('data-status', 'stopped');
  await expect(laneButton(page, 1)).toHaveText('SAVE TIME');
  await expect(lane(page, 1).getByTestId('lane-marks-summary')).toHaveText(
    `Failed ${hop} (1 of 3): 0 of 3 cleared`,
  );
  await settled(page);
  await shot(page, '02-failed-ends-run');
  await expectNoAxeViolations(page);
  await laneButton(page, 1).tap();
  await expect(notice).toContainText('Sam Taylor (member)');
  await expect(notice).toContainText('0 of 3 cleared');

  const rows = await board(request, event.id);
  const standings = [...rows].sort((a, b) => a.standing - b.standing);
  expect(standings.map((row) => [row.user.userName, row.obstaclesCleared, row.standing])).toEqual([
    ['mia.smith', 3, 1],
    ['member', 0, 2],
  ]);
  // Ranked on the last cleared obstacle's mark, before the STOP.
  expect(standings[0].rankedMs).toBeLessThan(standings[0].duration);
  expect(standings[0].penaltyMs).toBe(0);
  await expectNoAxeViolations(page);
});
