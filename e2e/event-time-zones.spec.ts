import { at, pickDateTime } from './support/date-picker';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { closeToast, settled, shot } from './support/screen';

/**
 * An event is entered and shown on its course's clocks, whoever looks and wherever their phone is: an
 * admin whose browser sits in Sydney makes a Perth course and a 7 pm event there; a guest whose phone
 * is in Brisbane reads "7:00 pm … AWST" on the Events list, the event page and in the calendar feed;
 * Brisbane's event on now reads Brisbane's time.
 */
test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'Australia/Sydney' });

const dayMonthYear = (when: Date) => `${when.getDate()}/${when.getMonth() + 1}/${when.getFullYear()}`;

test("a Perth course's 7 pm event reads 7:00 pm AWST on a Brisbane phone and in the calendar", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const course = `Cottesloe Park ${suffix}`;
  const name = `Sunset Sprint ${suffix}`;
  await loginAs(page, 'admin');

  // The location form gives a WA address Perth's clocks as soon as the state is chosen.
  await page.goto('/Admin/Locations/Add');
  const form = page.getByRole('form', { name: 'Add location' });
  await form.getByLabel(/^Name/).fill(course);
  await form.getByLabel(/^Street address/).fill('Marine Pde');
  await form.getByLabel(/^City/).fill('Cottesloe');
  await form.getByLabel(/^State/).selectOption('WA');
  const zone = form.getByLabel(/^Time zone/);
  await expect(zone).toHaveValue('Australia/Perth');
  await expect(zone.locator('option:checked')).toHaveText('Perth (AWST)');
  await settled(page);
  await shot(page, '01-location-form-perth-zone');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create' }).click();
  await closeToast(page, `Created ${course}`);

  // The event form reads the picked clock at the course: 7:00 pm to 9:30 pm in Perth.
  await page.goto('/Admin/Event/Add');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel('Location').selectOption({ label: course });
  await expect(page.getByText(`${course}'s local time (Australia/Perth, AWST).`)).toHaveCount(2);
  const start = at(3, 19);
  await pickDateTime(page, 'Start', start);
  await pickDateTime(page, 'Finish', at(3, 21, 30));
  await settled(page);
  await shot(page, '02-event-form-course-clock');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await closeToast(page, `Created ${name}`);

  // A guest in Brisbane, on a phone.
  const guestContext = await browser.newContext({
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
    timezoneId: 'Australia/Brisbane',
  });
  const guest = await guestContext.newPage();
  await guest.goto('/Events');
  const listed = guest.getByRole('link', { name: new RegExp(name) });
  await expect(listed).toContainText(`${dayMonthYear(start)} 7:00 pm – 9:30 pm AWST · ${course}`);
  await settled(guest);
  await shot(guest, '03-events-list-brisbane-phone');
  await expectNoAxeViolations(guest);

  await guest.goto(`/Events/View/sunset-sprint-${suffix}`);
  await expect(guest.getByText(`Starts: ${dayMonthYear(start)} 7:00 pm AWST`)).toBeVisible();
  await expect(guest.getByText(`Ends: ${dayMonthYear(start)} 9:30 pm AWST`)).toBeVisible();
  await settled(guest);
  await shot(guest, '04-event-page-awst');
  await expectNoAxeViolations(guest);

  // Brisbane's event on now: Brisbane's clock (no summer time), named.
  await guest.goto('/Events/View/south-bank-open');
  await expect(guest.getByText('Now on')).toBeVisible();
  await expect(guest.getByText(/^Starts: \d+\/\d+\/\d{4} \d+:\d\d [ap]m AEST$/)).toBeVisible();
  await shot(guest, '05-now-on-brisbane-aest');

  // The calendar feed writes the event on Perth's clocks with its TZID.
  const feed = await guest.request.get('/api/Event/calendar.ics');
  const unfolded = (await feed.text()).replaceAll('\r\n ', '');
  const ymd = `${start.getFullYear()}${String(start.getMonth() + 1).padStart(2, '0')}${String(start.getDate()).padStart(2, '0')}`;
  expect(unfolded).toContain(`DTSTART;TZID=Australia/Perth:${ymd}T190000`);
  expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Perth');
  await guestContext.close();
});
