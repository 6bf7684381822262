import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { CURRENT_EVENT, chooseCompetitor, lane, laneButton, openRecordTimes } from './support/referee-lanes';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * A referee arriving at Record Times with one of their events running now (start ≤ now ≤ end) finds
 * it already chosen, lanes ready, on a 375 × 667 touch phone. The demo referee has three events:
 * South Bank Open running now, two coming up (src/server/ops/seed/events.ts).
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const UPCOMING_EVENT = 'Glenelg Foreshore Dash at Glenelg Foreshore';

test('the event running now is chosen on arrival', async ({ page }) => {
  await openRecordTimes(page);
  const picker = page.getByRole('combobox', { name: 'Event' });
  await expect(picker.locator('option')).toHaveCount(4);
  await expect(picker.locator('option:checked')).toHaveText(CURRENT_EVENT);
  await expect(lane(page, 1)).toBeVisible();
  await settled(page);
  await shot(page, '01-running-event-chosen-on-arrival');
  await fitsPhone(page, [picker]);
  await expectNoAxeViolations(page);

  // Straight to timing: no picking first.
  await chooseCompetitor(page, 1, 'Isla', /Isla Nguyen/);
  await expect(laneButton(page, 1)).toHaveText('START');
  await settled(page);
  await shot(page, '02-competitor-chosen');

  // An event coming up, chosen on purpose, shows its own lanes…
  await picker.selectOption({ label: UPCOMING_EVENT });
  await expect(picker.locator('option:checked')).toHaveText(UPCOMING_EVENT);
  await expect(lane(page, 1).getByRole('combobox', { name: 'Competitor' })).toBeVisible();
  await settled(page);
  await shot(page, '03-upcoming-event-chosen');

  // …and the next arrival is at the event running now again, its lane as it was left.
  await page.goto('/Referee');
  await page.getByRole('link', { name: /^Record Times/ }).tap();
  await expect(page).toHaveURL(/\/Referee\/RecordTimes$/);
  await expect(picker.locator('option:checked')).toHaveText(CURRENT_EVENT);
  await expect(lane(page, 1).getByTestId('lane-competitor')).toHaveText('Isla Nguyen (isla_nguyen)');
  await settled(page);
  await shot(page, '04-back-at-running-event');
  await expectNoAxeViolations(page);
});
