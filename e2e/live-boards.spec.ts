import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';

type EventSummary = { id: number; name: string; path: string; locationId: number; startTime: string };

/** Resolves once the page's live stream for the event has answered 200 (the EventSource is open). */
function streamOpened(page: Page, eventId: number) {
  return page.waitForResponse(
    (response) => response.url().endsWith(`/api/Live/Event/${eventId}`) && response.status() === 200,
  );
}

/** A bearer token for a demo account, through the real login endpoint. */
async function tokenFor(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  const login = await request.post('/api/Auth/Login', {
    data: { user: DEMO[who].user, password: DEMO[who].password },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test('a time a referee records appears on the open event page and the big screen without a reload', async ({
  browser,
  request,
}) => {
  // The demo's current event (the demo referee officiates at every event).
  const upcoming = (await (await request.get('/api/Event/Upcoming')).json()) as EventSummary[];
  const event = upcoming.find((candidate) => Date.parse(candidate.startTime) <= Date.now());
  if (!event) throw new Error('the demo has no current event');

  // First context: a spectator with the event page and the big screen open.
  const spectator = await browser.newContext();
  const page = await spectator.newPage();
  const pageStream = streamOpened(page, event.id);
  await page.goto(`/Events/View/${event.path}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comp Leaderboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Big screen' })).toHaveAttribute(
    'href',
    `/Events/View/${event.path}/Live`,
  );
  await pageStream;

  const tv = await spectator.newPage();
  const tvStream = streamOpened(tv, event.id);
  await tv.goto(`/Events/View/${event.path}/Live`);
  await expect(tv.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(tv.getByRole('banner')).toHaveCount(0);
  await expect(tv.getByRole('navigation')).toHaveCount(0);
  await tvStream;
  // Survives only as long as the documents do: a reload would clear it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await tv.evaluate(() => Object.assign(window, { notReloaded: true }));

  // Second context: the referee adds a fresh competitor and records an official time through the API.
  const referee = await browser.newContext();
  const token = await tokenFor(referee.request, 'referee');
  const auth = { Authorization: `Bearer ${token}` };
  const competitor = await refereeAddsMember(referee.request, {
    prefix: 'live',
    firstName: 'Lee',
    lastName: 'Vance',
    password: 'Runner123!',
  });
  const { userName } = competitor;

  const duration = 83_450;
  const finished = Date.now() - 1_000;
  const sentAt = Date.now();
  const recorded = await referee.request.post('/api/Referee/AddToLeaderboard', {
    headers: auth,
    data: {
      userId: competitor.id,
      eventId: event.id,
      locationId: event.locationId,
      timeStarted: new Date(finished - duration).toISOString(),
      timeCompleted: new Date(finished).toISOString(),
      duration,
    },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
  const answeredAt = Date.now();

  // Well inside the 15 s polling fallback, so only the stream can have brought it.
  const row = page.getByTestId('leaderboard-row').filter({ hasText: userName });
  await expect(row).toBeVisible({ timeout: 5_000 });
  const visibleAt = Date.now();
  await expect(row).toContainText('1:23.45');
  test.info().annotations.push({
    type: 'record → row visible',
    description: `${visibleAt - sentAt} ms from sending the record (${visibleAt - answeredAt} ms after its answer)`,
  });
  console.log(
    `live board: record → row visible ${visibleAt - sentAt} ms (${visibleAt - answeredAt} ms after the API answered)`,
  );

  const latest = tv.getByTestId('big-screen-latest').getByRole('listitem').first();
  await expect(latest).toContainText(userName, { timeout: 5_000 });
  await expect(latest).toContainText('1:23.45');
  await expect(tv.getByText(/^Updated \d{1,2}:\d\d:\d\d [ap]m$/)).toBeVisible();
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  expect(await tv.evaluate(() => 'notReloaded' in window)).toBe(true);

  // The board has times now, so the CSV download is offered; it holds the new row.
  const csvLink = page.getByRole('link', { name: 'Download results (CSV)' });
  await expect(csvLink).toHaveAttribute('download', /\.csv$/);
  const csvHref = await csvLink.getAttribute('href');
  expect(csvHref).toBe(`/api/Leaderboard/Event/${event.id}.csv`);
  const csv = await request.get(csvHref ?? '');
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain(userName);
  const linkBox = await csvLink.boundingBox();
  expect(linkBox?.height).toBeGreaterThanOrEqual(48);

  await expectNoAxeViolations(tv);

  // A phone: the event page fits 375 px without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await referee.close();
  await spectator.close();
});
