import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { messages } from '../src/shared/messages';
import { at, pickDateTime } from './support/date-picker';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { closeToast, fitsPhone, settled } from './support/screen';

/** The demo referee ('referee') as the referee lists name people (docs/spec.md §4: display name). */
const DEMO_REFEREE = 'Rebecca Fraser';
/** A demo event with official times: the server refuses to delete it (409). */
const EVENT_WITH_TIMES = 'Albert Park Sprint Series';

/** axe on the open dialog alone (its close button included). */
async function expectDialogAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('.mantine-Modal-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
}

/** A call of the API with the session the page holds (a GET, or a POST of `body`). */
async function apiCall<T>(page: Page, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ url, data }) => {
      const session = JSON.parse(localStorage.getItem('courseclock.session') ?? '{}') as { token?: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${session.token}` };
      if (data) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, {
        method: data ? 'POST' : 'GET',
        headers,
        body: data ? JSON.stringify(data) : undefined,
      });
      return (await response.json()) as T;
    },
    { url: `/api${path}`, data: body },
  );
}
const apiGet = <T>(page: Page, path: string) => apiCall<T>(page, path);

test('an admin adds an event with a referee, it shows on /Events and in the calendar feed, and is removed by its name', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-6);
  const name = `Harbour Dash ${suffix}`;
  const path = `harbour-dash-${suffix}`;
  await loginAs(page, 'admin');
  // The journey holds the event at a location the admin has just made, not at a demo one.
  const course = `Harbour Park ${suffix}`;
  await apiCall(page, '/Location/Create', {
    name: course,
    streetNumber: '3',
    streetAddress: 'Harbour Rd',
    city: 'Geelong',
    state: 'Victoria',
  });

  // Add: the SPEC message when the start is after the finish, on both times, until it is fixed.
  await page.goto('/Admin/Event/Add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add event' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.eventTimesNotSet)).toHaveCount(2);
  await page.getByLabel('Name').fill(name);
  await expect(page.getByText(`The event's page will be /Events/View/${path}.`)).toBeVisible();
  await page.getByLabel('Location').selectOption({ label: course });
  await pickDateTime(page, 'Start', at(0, 0, 15));
  await pickDateTime(page, 'Finish', at(0, 0, 5));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.eventStartAfterEnd)).toHaveCount(2);
  await settled(page);
  await expectNoAxeViolations(page);
  await pickDateTime(page, 'Finish', at(1, 23, 30));
  await expect(page.getByText(messages.eventStartAfterEnd)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Description' }).fill('Bring water and a hat.');
  await page.getByRole('button', { name: 'Create' }).click();

  // Created: the toast, then the Edit screen, where the demo referee is added.
  await closeToast(page, `Created ${name}`);
  await expect(page).toHaveURL(new RegExp(`/Admin/Event/Edit/${path}$`));
  await expect(page.getByLabel('Name')).toHaveValue(name);
  const eventReferees = page.getByRole('region', { name: 'Event referees' });
  const available = page.getByRole('region', { name: 'Available referees' });
  await expect(eventReferees.getByText('No referees on this event yet.')).toBeVisible();
  await available.getByRole('button', { name: `Add ${DEMO_REFEREE}` }).click();
  const remove = eventReferees.getByRole('button', { name: `Remove ${DEMO_REFEREE}` });
  await expect(remove).toBeVisible();
  await expect(remove).toBeFocused();
  await expect(available.getByRole('button', { name: `Add ${DEMO_REFEREE}` })).toHaveCount(0);
  await settled(page);
  await expectNoAxeViolations(page);

  const all = await apiGet<{ id: number; name: string }[]>(page, '/Event/ListAll');
  const event = all.find((entry) => entry.name === name);
  expect(event).toBeDefined();
  await expect
    .poll(async () =>
      (await apiGet<{ name: string }[]>(page, `/Event/${event?.id}/Referees`)).map((r) => r.name),
    )
    .toEqual([DEMO_REFEREE]);

  // Edit at 375 px: no sideways scrolling, 48 px referee buttons; a change saves with SPEC's toast.
  await page.setViewportSize({ width: 375, height: 667 });
  await settled(page);
  await fitsPhone(page, [remove, page.getByRole('button', { name: 'Save' })]);
  await page.getByRole('button', { name: 'Save' }).click();
  await closeToast(page, `Successfully updated ${name}`);

  // Manage at 375 px: filter by name; the card links to the event's screens.
  await page.goto('/Admin/Event/Manage');
  await page.getByLabel('Filter results').fill(`dash ${suffix}`);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText(course);
  await settled(page);
  await expectNoAxeViolations(page);
  await fitsPhone(page, [
    card.getByRole('link', { name: `View ${name}` }),
    card.getByRole('link', { name: `Edit ${name}` }),
  ]);
  await page.getByLabel('Filter results').fill(`no such event ${suffix}`);
  await expect(page.getByText(messages.noEventsFound)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Single: details, the description as HTML, the referee.
  await page.goto(`/Admin/Event/Single/${path}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Bring water and a hat.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Event referees' }).getByText(DEMO_REFEREE)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  // Public /Events: the event among upcoming ones, and the calendar feed holds it.
  await page.goto('/Events');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  const feedLink = page.getByRole('link', { name: 'iCal feed (.ics)' });
  await expect(feedLink).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\/127\.0\.0\.1:\d+\/api\/Event\/calendar\.ics$/,
  );
  await settled(page);
  await expectNoAxeViolations(page);
  const feed = await page.request.get((await feedLink.getAttribute('href')) ?? '');
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const summaries = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => vevent.getFirstPropertyValue('summary'));
  expect(summaries).toContain(name);

  // The referee sees the event among theirs on Record Times.
  const refereeContext = await browser.newContext();
  const referee = await refereeContext.newPage();
  await loginAs(referee, 'referee');
  await referee.goto('/Referee/RecordTimes');
  await expect(referee.getByLabel('Event').locator('option', { hasText: name })).toHaveCount(1);
  await refereeContext.close();

  // Remove: an event with official times stays (its 409 shows in the dialog); the new one goes once named.
  await page.goto('/Admin/Event/Remove');
  await page.getByLabel('Filter results').fill(EVENT_WITH_TIMES);
  await expect(page.getByRole('article')).toHaveCount(1);
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${EVENT_WITH_TIMES}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Remove Event' });
  await dialog.getByRole('textbox').fill(EVENT_WITH_TIMES);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.eventHasOfficialTimes);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Filter results').fill(name);
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Remove Event' });
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await dialog.getByRole('textbox').fill(name.slice(0, -1));
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await settled(page);
  await expectDialogAxeClean(page);
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toHaveCount(0);
  await closeToast(page, `Removed event ${name}`);
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await expect(page.getByText(messages.noEventsFound)).toBeVisible();
  const left = await apiGet<{ name: string }[]>(page, '/Event/ListAll');
  expect(left.map((entry) => entry.name)).not.toContain(name);
});
