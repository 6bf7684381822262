import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { bearer } from './support/page-api';
import { closeToast, settled, shot } from './support/screen';

/**
 * The audit trail names what it refers to, at 1280 × 800. A member of the journey's own (added by the
 * demo referee, with a Social time at Bondi Beach) is made a referee by an admin who leaves the password
 * blank, added to an event's referees and has the time deleted, all through the admin screens. On
 * /Admin/Audit the three entries read the member's and the course's names, never an id, and the save
 * records no password change: the old password still logs in.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const COURSE = { name: 'Bondi Beach', path: 'bondi-beach' };
/** The demo's event on now: other journeys add events of their own, with names of their own. */
const EVENT = 'South Bank Open';
const PERSON = { firstName: 'Nora', lastName: 'Quill', name: 'Nora Quill' };
/** 8:07.06, a time no demo runner has. */
const DURATION = 487_060;
/** What the trail showed before it named things: 'user 6', 'location 1', 'event 3', '#9'. */
const AN_ID = /\b(user|location|event) \d+|#\d+/;

/** A new member with a Social time at Bondi Beach, finished ten minutes ago. */
async function memberWithTime(request: APIRequestContext, locationId: number) {
  const added = await refereeAddsMember(request, {
    prefix: 'quill',
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
  });
  const member = { user: added.userName, password: added.password };
  const completed = Date.now() - 10 * 60_000;
  const time = await request.post('/api/Leaderboard/AddToLeaderboard', {
    headers: await bearer(request, member),
    data: {
      locationId,
      duration: DURATION,
      timeStarted: new Date(completed - DURATION).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
    },
  });
  expect(time.ok(), await time.text()).toBe(true);
  return member;
}

/** The Summary cell of the newest audit row holding all of `texts`. */
function summaryOf(page: Page, ...texts: string[]): Locator {
  let row = page.getByRole('row');
  for (const text of texts) row = row.filter({ hasText: text });
  return row.first().locator('td[data-label="Summary"]');
}

test('audit entries name the person, course and event, and a blank password is no change', async ({
  page,
  request,
}) => {
  // Several screens in one journey: on a slow 2-core machine it nears the default timeout.
  test.slow();
  const locations = (await (await request.get('/api/Location/ListAll')).json()) as {
    id: number;
    name: string;
  }[];
  const bondi = locations.find((location) => location.name === COURSE.name);
  if (!bondi) throw new Error(`${COURSE.name} is not in the demo data`);
  const events = (await (await request.get('/api/Event/ListAll')).json()) as { name: string; path: string }[];
  const event = events.find((candidate) => candidate.name === EVENT);
  if (!event) throw new Error(`${EVENT} is not in the demo data`);
  const member = await memberWithTime(request, bondi.id);
  await loginAs(page, 'admin');

  // Made a referee, with the password left blank.
  await page.goto('/Admin/UserManagement/Manage');
  await page.getByLabel('Filter results').fill(member.user);
  await page.getByRole('link', { name: `Edit ${member.user}` }).click();
  await expect(page.getByLabel('User Name')).toHaveValue(member.user);
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');
  await page.getByRole('radio', { name: 'Referee' }).check();
  await settled(page);
  await shot(page, '01-user-saved-with-blank-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PERSON.name })).toBeVisible();
  await closeToast(page, 'User Updated');

  // Added to the event's referees.
  await page.goto(`/Admin/Event/Edit/${event.path}`);
  await page
    .getByRole('region', { name: 'Available referees' })
    .getByRole('button', { name: `Add ${PERSON.name}` })
    .click();
  const remove = page
    .getByRole('region', { name: 'Event referees' })
    .getByRole('button', { name: `Remove ${PERSON.name}` });
  await expect(remove).toBeFocused();
  await settled(page);
  await shot(page, '02-referee-added-to-event');

  // Their time deleted from the course's times.
  await page.goto(`/Admin/Locations/Time/${COURSE.path}`);
  await page.getByLabel('Filter by user name').fill(member.user);
  await page.getByRole('button', { name: new RegExp(`^Delete ${member.user} - 8:07\\.06 on `) }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete time' });
  await settled(page);
  await shot(page, '03-time-delete-asked');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No times recorded')).toBeVisible();

  // The trail: names, not ids; the blank password is not recorded as a change.
  await page.goto('/Admin/Audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const saved = summaryOf(page, 'update', 'User', member.user);
  const referee = summaryOf(page, 'create', 'Event referee');
  const time = summaryOf(page, 'delete', 'Time', '8:07.06');
  // Soft: a failing run reports every entry that is wrong, not only the first.
  await expect.soft(saved).toHaveText(`${member.user}: Changed roles`);
  await expect.soft(saved).not.toContainText(/password/i);
  await expect.soft(referee).toHaveText(`${PERSON.name} at ${event.name}`);
  // The deleted time's summary, then its Restore button.
  await expect.soft(time).toHaveText(/^8:07\.06 Social, .+ \(Nora Quill, Bondi Beach\)Restore$/);
  for (const summary of [saved, referee, time]) {
    await expect.soft(summary).not.toHaveText(AN_ID);
    // The whole row too: its Entity cell says what kind of thing, without an id.
    await expect.soft(summary.locator('xpath=..')).not.toHaveText(AN_ID);
  }
  await settled(page);
  await shot(page, '04-audit-trail-names');
  await expectNoAxeViolations(page);

  // The password left blank is still the password.
  const login = await request.post('/api/Auth/Login', { data: member });
  expect(login.status(), await login.text()).toBe(200);
});
