import type { Page } from '@playwright/test';
import { expectReadableButtons } from './support/contrast';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { postFromPage } from './support/page-api';
import { fitsPhone, settled } from './support/screen';

/**
 * A referee at the finish line fixes a mistake made just now: the event running now is on Delete
 * Times (the old events past the deleting window are not offered, and the screen says so), the newest
 * time is first with its competitor, time and time of day, a search finds it, one tap removes it at
 * once and Undo puts the same time back, and a reload right after a delete shows it gone.
 */

const CURRENT_EVENT = 'South Bank Open at South Bank Parklands';
const OLD_EVENT = 'Albert Park Sprint Series at Albert Park Lake';
const DURATION_MS = 3 * 60_000 + 21_870;
const DURATION = '3:21.87';

type EventAnswer = { id: number; name: string; locationId: number };

async function getFromPage<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const session = JSON.parse(localStorage.getItem('courseclock.session') ?? '{}') as { token?: string };
    const response = await fetch(path, { headers: { Authorization: `Bearer ${session.token}` } });
    return (await response.json()) as T;
  }, url);
}

const storedIds = async (page: Page, eventId: number) =>
  (await getFromPage<{ id: number }[]>(page, `/api/Referee/TimesRecorded/${eventId}`)).map((row) => row.id);

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

test('a referee deletes a time just recorded at the running event, undoes it, deletes it and reloads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let step = 0;
  const shot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(`${String(++step).padStart(2, '0')}-${name}.png`) });

  await loginAs(page, 'referee');
  // A wrong time recorded just now at the event running now (as the lanes screen would save it): the
  // newest of the event, whatever other journeys recorded there before.
  const events = await getFromPage<EventAnswer[]>(page, '/api/Referee/MyEvents');
  const current = events.find((event) => event.name === 'South Bank Open');
  if (!current) throw new Error('the demo event running now is missing');
  const lookup = await postFromPage(page, '/api/Referee/UserLookup', { search: 'member' });
  const member = (lookup.json as { id: number; userName: string }[]).find((c) => c.userName === 'member');
  if (!member) throw new Error('the demo member is missing');
  const completed = Date.now() - 1_000;
  const before = await storedIds(page, current.id);
  const saved = await postFromPage(page, '/api/Referee/AddToLeaderboard', {
    userId: member.id,
    eventId: current.id,
    locationId: current.locationId,
    timeStarted: new Date(completed - DURATION_MS).toISOString(),
    timeCompleted: new Date(completed).toISOString(),
    duration: DURATION_MS,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const [timeId] = (await storedIds(page, current.id)).filter((id) => !before.includes(id));
  expect(timeId).toBeGreaterThan(0);

  // The picker offers the running event; the old event is past the window and not offered.
  await page.goto('/Referee/DeleteTimes');
  const picker = page.getByLabel('Event', { exact: true });
  await expect(picker.locator('option', { hasText: CURRENT_EVENT })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: OLD_EVENT })).toHaveCount(0);
  await expect(page.getByText(/can no longer be deleted/)).toBeVisible();
  await settled(page);
  await shot('events-offered');

  await picker.selectOption({ label: CURRENT_EVENT });
  const list = page.getByRole('list', { name: 'Recorded times' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Newest first: the time just recorded, with competitor, time and time of day.
  const mine = rows.first();
  await expect(mine).toContainText(`member - ${DURATION}`);
  await expect(mine).toContainText(/\d{1,2}:\d{2}:\d{2} (am|pm)/);
  await settled(page);
  await fitsPhone(page, [mine.getByRole('button', { name: /^Delete / }), picker]);
  await expectNoAxeViolations(page);
  await expectReadableButtons(page);
  await shot('rows-newest-first');

  // A search by competitor narrows the list.
  const total = await rows.count();
  await page.getByRole('searchbox', { name: 'Filter results' }).fill('member');
  await expect(async () => {
    const shown = await rows.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => text.includes('member'))).toBe(true);
  }).toPass();
  await settled(page);
  await shot('search-member');
  expect(total).toBeGreaterThanOrEqual(await rows.count());

  // One tap removes it at once: the server no longer has it. Undo puts the same time back.
  const label = `member - ${DURATION}`;
  await rows
    .filter({ hasText: label })
    .getByRole('button', { name: /^Delete / })
    .tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Time removed' }).first()).toBeVisible();
  const removed = list.getByRole('listitem').filter({ hasText: 'Removed' });
  await expect(removed).toContainText(label);
  await expect.poll(() => storedIds(page, current.id)).not.toContain(timeId);
  await settled(page);
  await expectNoAxeViolations(page);
  await expectReadableButtons(page);
  await shot('removed-with-undo');

  await removed.getByRole('button', { name: `Undo removing ${label}` }).tap();
  await expect(rows.filter({ hasText: label }).getByRole('button', { name: /^Delete / })).toBeVisible();
  await expect.poll(() => storedIds(page, current.id)).toContain(timeId);
  await settled(page);
  await shot('undone');

  // Delete, then reload at once: what the screen said is removed is removed.
  await rows
    .filter({ hasText: label })
    .getByRole('button', { name: /^Delete / })
    .tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Time removed' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue(String(current.id));
  await expect(
    page.getByRole('list', { name: 'Recorded times' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recorded times' })).not.toContainText(label);
  expect(await storedIds(page, current.id)).not.toContain(timeId);
  await settled(page);
  await shot('after-reload');
});
