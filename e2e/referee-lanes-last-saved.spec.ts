import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  CURRENT_EVENT,
  chooseCompetitor,
  confirmShortTime,
  lane,
  laneButton,
  openRecordTimes,
} from './support/referee-lanes';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * After SAVE TIME a lane clears for the next competitor, and the lane itself says what went in:
 * "Last saved: <display name> <time>" stays in it until its next save (and across a reload), while
 * the saves' confirmations never pile up into a stack of toasts over the lanes (one at most).
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const recordedToasts = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Time successfully recorded' });

/** Stops lane `number` and saves its time (confirming the short time); returns the time. */
async function stopAndSave(page: Page, number: number): Promise<string> {
  const button = laneButton(page, number);
  const display = lane(page, number).getByTestId('lane-display');
  await button.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';
  expect(stoppedAt).toMatch(/^0:\d{2}\.\d{2}$/);
  // Past the 1 s double-tap guard, so SAVE TIME is a deliberate tap.
  await page.clock.fastForward(1_500);
  await expect(button).toHaveText('SAVE TIME');
  await button.tap();
  await confirmShortTime(lane(page, number), stoppedAt);
  await expect(lane(page, number).getByRole('combobox', { name: 'Competitor' })).toBeVisible();
  return stoppedAt;
}

const lastSaved = (page: Page, number: number) => lane(page, number).getByText(/^Last saved:/);

test('each lane keeps "Last saved" until its next save, and two saves show one confirmation', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await openRecordTimes(page);
  await page.getByLabel('Event').selectOption({ label: CURRENT_EVENT });
  await chooseCompetitor(page, 1, 'mia.smith', /Mia Smith/);
  await page.getByRole('button', { name: 'Add lane' }).tap();
  await chooseCompetitor(page, 2, 'Isla', /Isla Nguyen/);
  await laneButton(page, 1).tap();
  await laneButton(page, 2).tap();
  await page.clock.fastForward('00:07');
  await settled(page);
  await shot(page, '01-two-lanes-running');

  // Both finish together and are saved one after the other: each lane is free for its next
  // competitor and says whose time it kept; the confirmations do not pile up.
  const miaTime = await stopAndSave(page, 1);
  const islaTime = await stopAndSave(page, 2);
  await expect(lastSaved(page, 1)).toHaveText(`Last saved: Mia Smith ${miaTime}`);
  await expect(lastSaved(page, 2)).toHaveText(`Last saved: Isla Nguyen ${islaTime}`);
  await expect(recordedToasts(page)).toHaveCount(1);
  await expect(recordedToasts(page)).toContainText(`Isla Nguyen (isla_nguyen): ${islaTime}`);
  await settled(page);
  await shot(page, '02-both-saved-one-confirmation');
  await expectNoAxeViolations(page);

  // Long after the confirmation has gone, the lanes still say it, also while lane 1's next run goes.
  await page.clock.fastForward('00:30');
  await expect(recordedToasts(page)).toHaveCount(0);
  await chooseCompetitor(page, 1, 'member@example.com', /Sam Taylor/);
  await laneButton(page, 1).tap();
  await expect(lane(page, 1).getByTestId('lane-display')).toHaveAttribute('data-status', 'running');
  await page.clock.fastForward('00:06');
  await expect(lastSaved(page, 1)).toHaveText(`Last saved: Mia Smith ${miaTime}`);
  await expect(lastSaved(page, 2)).toHaveText(`Last saved: Isla Nguyen ${islaTime}`);
  await settled(page);
  await shot(page, '03-next-run-last-saved-still-shown');

  // The next save replaces it.
  const samTime = await stopAndSave(page, 1);
  await expect(lastSaved(page, 1)).toHaveText(`Last saved: Sam Taylor ${samTime}`);
  await expect(recordedToasts(page)).toHaveCount(1);
  await settled(page);
  await shot(page, '04-next-save-replaces-it');
  await fitsPhone(page, [lane(page, 1).getByRole('combobox', { name: 'Competitor' })]);
  await expectNoAxeViolations(page);

  // A reload keeps what each lane last saved.
  await page.reload();
  await expect(lastSaved(page, 1)).toHaveText(`Last saved: Sam Taylor ${samTime}`);
  await expect(lastSaved(page, 2)).toHaveText(`Last saved: Isla Nguyen ${islaTime}`);
  await settled(page);
  await shot(page, '05-after-reload');
});
