import type { Locator, Page } from '@playwright/test';
import { boardTexts } from '../src/shared/messages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * /Events on a 375 × 667 touch phone: the first screen shows an event, and the calendar-subscribe card
 * comes after the events. An event's own page shows its Comp board with no period filter (the event is
 * the period), although a location's board on the same phone has one.
 */
const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** Where `target` starts, in CSS px from the top of the page (not of the screen). */
async function pageTop(target: Locator): Promise<number> {
  return target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** The period filter as a location's board shows it on a phone (its native picker), and any segment of it. */
const periodControls = (page: Page) => [
  page.getByRole('combobox', { name: boardTexts.periodFilterLabel }),
  page.getByText(boardTexts.periodFilterLabel),
  page.getByRole('radio', { name: boardTexts.periods.week }),
  page.getByRole('option', { name: boardTexts.periods.week }),
];

test('events come first on /Events, and an event board has no period filter', async ({ page }) => {
  // The filter this journey looks for on the event page is the one a location's board shows.
  await page.goto('/Locations/View/bondi-beach');
  await expect(page.getByRole('combobox', { name: boardTexts.periodFilterLabel }).first()).toBeVisible();

  await page.goto('/Events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const selected = page.getByRole('region', { name: 'Selected event' });
  const calendar = page.getByRole('region', { name: 'Events calendar' });
  await expect(selected.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(calendar).toBeAttached();
  await settled(page);
  await shot(page, '01-events-first-screen');

  // The first screen shows the event: its name, times and place.
  await expect(selected.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
  await expect(selected.getByText(/^Starts:/).first()).toBeInViewport({ ratio: 1 });
  await expect(selected.getByRole('link').first()).toBeInViewport({ ratio: 1 });
  // The subscribe card follows every event, in reading order and on the screen (how far down depends on
  // the events other journeys added, so no distance is fixed here).
  const follows = await selected.evaluate(
    (card, other) => Boolean(card.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await calendar.elementHandle(),
  );
  expect(follows, 'the calendar card follows the selected event in the page').toBe(true);
  const lastEvent = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Past events' }) })
    .getByRole('listitem')
    .last();
  await expect(lastEvent).toBeAttached();
  const calendarTop = await pageTop(calendar);
  expect(await pageTop(selected)).toBeLessThan(calendarTop);
  expect(await pageTop(lastEvent)).toBeLessThan(calendarTop);
  await fitsPhone(page, []);
  await expectNoAxeViolations(page);

  await calendar.scrollIntoViewIfNeeded();
  await shot(page, '02-events-calendar-card-below');

  // The event's own page: its Comp board, the big screen link, and no period control at all.
  const name = (await selected.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await selected.getByRole('link', { name: 'Event page and results' }).click();
  await expect(page).toHaveURL(/\/Events\/View\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const results = page.getByRole('region', { name: 'Event results' });
  await expect(results.getByRole('heading', { name: 'Comp Leaderboard' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Big screen' })).toBeVisible();
  await settled(page);
  await shot(page, '03-event-board');
  for (const control of periodControls(page)) await expect(control).toHaveCount(0);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(results.getByRole('combobox')).toHaveCount(0);
  await fitsPhone(page, [results.getByRole('link', { name: 'Big screen' })]);
  await expectNoAxeViolations(page);

  await results.getByRole('heading', { name: 'Comp Leaderboard' }).scrollIntoViewIfNeeded();
  await shot(page, '04-event-board-no-period-filter');
});
