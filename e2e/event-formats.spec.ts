import { formatNames, formatRule } from '../src/shared/event-format';
import { messages } from '../src/shared/messages';
import { wallClock } from '../src/shared/time-zone';
import { at, pickDateTime } from './support/date-picker';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { ownCourse } from './support/own-course';
import { bearer, startSignedIn } from './support/page-api';
import { closeToast, fitsPhone, settled, shot } from './support/screen';

/** The demo referee as the referee lists name people (display name). */
const DEMO_REFEREE = 'Rebecca Fraser';

type EventAnswer = {
  id: number;
  name: string;
  path: string;
  content: string;
  locationId: number;
  startTime: string;
};

/**
 * The journey's event, once made. Afterwards it is ended (it keeps its times, so it cannot be removed):
 * a penalty event still running would be the "current event" of the journeys after this one on the stack.
 */
let made: EventAnswer | null = null;
test.afterEach(async ({ request }) => {
  if (!made) return;
  const { id, name, path, content, locationId, startTime } = made;
  made = null;
  const ended = await request.post('/api/Event/Update', {
    headers: await bearer(request, DEMO.admin),
    data: { id, name, path, content, locationId, startTime, endTime: new Date().toISOString() },
  });
  expect(ended.ok(), await ended.text()).toBe(true);
});

test('an admin creates a penalty event through the form; its page, big screen and the runner say how it is scored', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-6);
  const name = `Penalty Dash ${suffix}`;
  const path = `penalty-dash-${suffix}`;
  const course = await ownCourse(request, {
    name: `Penalty Park ${suffix}`,
    obstacles: [`Wall ${suffix}`, `Rope ${suffix}`, `Net ${suffix}`],
  });
  const rule = formatRule('penalty', 30);

  // Add, on a phone: the three formats, the rule line under them, the seconds only for penalty.
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/Admin/Event/Add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add event' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Location').selectOption({ label: course.name });
  // Started five minutes ago on the course's clocks (the picker reads them): after the demo's current
  // event, which stays the first one running.
  const { timeZone } = (await (
    await request.post('/api/Location/GetSingle', { data: { path: course.path } })
  ).json()) as { timeZone: string };
  const clock = wallClock(timeZone, Date.now() - 5 * 60_000);
  await pickDateTime(
    page,
    'Start',
    new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute),
  );
  await pickDateTime(page, 'Finish', at(1, 23, 30));
  const format = page.getByRole('radiogroup', { name: 'Format' });
  await expect(format.getByRole('radio')).toHaveCount(3);
  await expect(format.getByRole('radio', { name: formatNames.time })).toBeChecked();
  await expect(format.getByText(formatRule('time', null))).toBeVisible();
  await expect(page.getByLabel('Penalty seconds')).toHaveCount(0);
  await format.getByText(formatNames.penalty).click();
  await expect(format.getByRole('radio', { name: formatNames.penalty })).toBeChecked();
  const seconds = page.getByLabel('Penalty seconds');
  await expect(seconds).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.penaltySecondsRequired)).toBeVisible();
  await expect(seconds).toBeFocused();
  await seconds.fill('30');
  await expect(format.getByText(rule)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await fitsPhone(page, [
    ...Object.values(formatNames).map((label) => page.locator('label', { hasText: label })),
    seconds,
    page.getByRole('button', { name: 'Create' }),
  ]);
  await shot(page, '01-penalty-event-form');
  await page.getByRole('button', { name: 'Create' }).click();

  // Created: the Edit screen holds the format and seconds; the demo referee officiates.
  await closeToast(page, `Created ${name}`);
  await expect(page).toHaveURL(new RegExp(`/Admin/Event/Edit/${path}$`));
  const event = (await (
    await request.post('/api/Event/GetSingle', { data: { path } })
  ).json()) as EventAnswer;
  made = event;
  await expect(page.getByRole('radio', { name: formatNames.penalty })).toBeChecked();
  await expect(page.getByLabel('Penalty seconds')).toHaveValue('30');
  await page
    .getByRole('region', { name: 'Available referees' })
    .getByRole('button', { name: `Add ${DEMO_REFEREE}` })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Event referees' })
      .getByRole('button', { name: `Remove ${DEMO_REFEREE}` }),
  ).toBeVisible();

  // The event page before any time: the rule line under the board's heading.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/Events/View/${path}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const results = page.getByRole('region', { name: 'Event results' });
  await expect(results.getByText(messages.noCompTimes)).toBeVisible();
  await expect(results.getByText(rule)).toBeVisible();

  // The referee records a run that failed the second obstacle: 1:23.45 and 30 s make 1:53.45.
  const runner = await refereeAddsMember(request, { prefix: 'pen', firstName: 'Pia', lastName: 'Nolan' });
  const duration = 83_450;
  const finished = Date.now() - 10_000;
  const marks = [true, false, true].map((cleared, index) => ({
    equipmentId: course.obstacles[index].equipmentId,
    cleared,
    ms: (index + 1) * 20_000,
  }));
  const recorded = await request.post('/api/Referee/AddToLeaderboard', {
    headers: await bearer(request, DEMO.referee),
    data: {
      userId: runner.id,
      eventId: event.id,
      locationId: event.locationId,
      timeStarted: new Date(finished - duration).toISOString(),
      timeCompleted: new Date(finished).toISOString(),
      duration,
      obstacles: marks,
    },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);

  // The board: Time, Penalty and Total, at full width and on a phone, without sideways scrolling.
  const row = results.getByTestId('leaderboard-row').filter({ hasText: runner.userName });
  await expect(row).toBeVisible();
  await expect(results.getByRole('columnheader')).toHaveText([
    'Competitor',
    'Date',
    'Time',
    'Penalty',
    'Total',
  ]);
  await expect(row.getByRole('cell')).toHaveText([
    /Place 1/,
    /\d+\/\d+\/\d{4}/,
    '1:23.45',
    '+30 s',
    '1:53.45',
  ]);
  await expect(row).toHaveAttribute('aria-label', /1:23\.45, penalty \+30 s, total 1:53\.45/);
  await settled(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(results.getByRole('columnheader')).toHaveText(['Competitor', 'Time+ Penalty', 'Total']);
  await expect(row.getByRole('cell')).toHaveText([/Place 1/, /^1:23\.45\s*Penalty \+30 s$/, '1:53.45']);
  await expect(results.getByText(rule)).toBeVisible();
  await fitsPhone(page, [page.getByRole('link', { name: 'Big screen' })]);
  // The runner's name keeps room to be read beside the time and the total.
  const nameBox = await row.getByText(runner.userName, { exact: true }).boundingBox();
  expect(nameBox?.width ?? 0).toBeGreaterThanOrEqual(80);
  await shot(page, '02-event-page-penalty-board');

  // The big screen: the rule under the title, the place's penalty and total.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/Events/View/${path}/Live`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(rule)).toBeVisible();
  const top = page.getByTestId('big-screen-top').getByRole('listitem').first();
  await expect(top).toContainText(runner.userName);
  await expect(top).toContainText('+30 s');
  await expect(top).toContainText('1:53.45');
  await expect(page.getByTestId('big-screen-latest').getByRole('listitem').first()).toContainText(
    'time 1:23.45 · penalty +30 s',
  );
  await settled(page);
  await expectNoAxeViolations(page);
  await shot(page, '03-big-screen-penalty');

  // The runner's My Results, on a phone: the failed obstacle, the penalty and every mark.
  const runnerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const mine = await runnerContext.newPage();
  await startSignedIn(mine, { user: runner.userName, password: runner.password });
  await mine.goto('/Account/MyResults');
  const marked = mine.getByTestId('run-marks');
  await expect(marked.getByText('Obstacle 2 failed at 0:40.00')).toBeVisible();
  await expect(marked.getByText('Penalty +30 s, total 1:53.45')).toBeVisible();
  await expect(marked.getByRole('list', { name: 'Obstacle marks' }).getByRole('listitem')).toHaveText([
    'Obstacle 1 cleared 0:20.00',
    'Obstacle 2 failed 0:40.00',
    'Obstacle 3 cleared 1:00.00',
  ]);
  await settled(mine);
  await expectNoAxeViolations(mine);
  await fitsPhone(mine, []);
  await shot(mine, '04-my-results-marks');
  await runnerContext.close();
});
