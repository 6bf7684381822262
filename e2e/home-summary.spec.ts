import { formatEventWhen } from '../src/shared/format';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { casualRun, ownCourse } from './support/own-course';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * Home gives a guest a reason to come back, on a 375 × 667 touch phone: the event on now (else the
 * next one) with its course and its time on the course's clocks, linking to the event; the course
 * records set this week; and a line under Social and Comp saying what each board is. A course of the
 * journey's own gets a record a minute old; another gets a best ten days old, which is no new record.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

type UpcomingEvent = {
  name: string;
  path: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  location: { name: string };
};

test("a guest sees what is on, this week's new records and what Social and Comp are", async ({
  page,
  request,
}) => {
  const stamp = `${Date.now() % 1_000_000}`;
  const fresh = await ownCourse(request, { name: `Record Park ${stamp}`, obstacles: [] });
  const quiet = await ownCourse(request, { name: `Quiet Park ${stamp}`, obstacles: [] });
  const runner = await refereeAddsMember(request, { prefix: 'rec', firstName: 'Reece', lastName: 'Cole' });
  await casualRun(request, runner, fresh, { durationMs: 45_670, agoMs: 60_000 });
  await casualRun(request, runner, quiet, { durationMs: 52_340, agoMs: 10 * 86_400_000 });
  // The event the home page should show: the first not yet ended, by start (running ones first).
  const upcoming = (await (await request.get('/api/Event/Upcoming')).json()) as UpcomingEvent[];
  const event = upcoming[0];
  if (!event) throw new Error('the demo data has no event to come');
  const running = Date.parse(event.startTime) <= Date.now();

  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();
  await settled(page);
  await shot(page, '01-home-first-screen');

  // Now on, or next: the event, its course and when, on the course's clocks.
  const onNow = page.getByRole('region', { name: running ? 'Now on' : 'Next event' });
  const eventLink = onNow.getByRole('link', { name: event.name });
  await expect(eventLink).toBeVisible();
  await expect(onNow).toContainText(event.location.name);
  await expect(onNow).toContainText(formatEventWhen(event));
  await onNow.scrollIntoViewIfNeeded();
  await shot(page, '02-home-now-on');

  // This week's new course records: the fresh one, not the ten-day-old best.
  const records = page.getByRole('region', { name: 'New records this week' });
  const record = records.getByRole('listitem').filter({ hasText: fresh.name });
  await expect(record).toContainText(runner.userName);
  await expect(record).toContainText('0:45.67');
  await expect(records).not.toContainText(quiet.name);
  await record.scrollIntoViewIfNeeded();
  await shot(page, '03-home-new-records');

  // Social and Comp, each with a line saying what it is.
  const social = page.getByRole('link', { name: 'Social leaderboards' });
  const comp = page.getByRole('link', { name: 'Comp leaderboards' });
  await expect(page.getByText('Times members record themselves with the stopwatch.')).toBeVisible();
  await expect(page.getByText('Times a referee records at an event.')).toBeVisible();
  await comp.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, '04-home-social-comp');
  await fitsPhone(page, [eventLink, record.getByRole('link').first(), social, comp]);
  await expectNoAxeViolations(page);

  // The event line opens the event.
  await eventLink.tap();
  await expect(page).toHaveURL(new RegExp(`/Events/View/${event.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await settled(page);
  await shot(page, '05-event-opened');
});
