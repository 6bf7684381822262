import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  CURRENT_EVENT,
  chooseCompetitor as choose,
  confirmShortTime,
  lane,
  laneButton as mainButton,
  openRecordTimes as signInAsReferee,
} from './support/referee-lanes';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * A referee's lanes at a busy finish line, on a 375 × 667 touch phone: a lane keeps an official time
 * exactly as the member's stopwatch does, two lanes fit the first screen, the competitor search says
 * what to type and leads to Add User when nobody matches, and the saved notice names who and what.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const VIEWPORT_HEIGHT = 667;

/**
 * Two taps in quick succession; the second lands whatever the button shows by then. After a quick
 * SAVE TIME the lane has closed and no button is left for it: waiting for one would never end.
 */
async function doubleTap(target: Locator): Promise<void> {
  await target.tap();
  try {
    await target.tap({ force: true, timeout: 2_000 });
  } catch (error) {
    if ((await target.count()) > 0) throw error;
  }
}

async function openRecordTimes(page: Page): Promise<void> {
  await signInAsReferee(page);
  await page.getByLabel('Event').selectOption({ label: CURRENT_EVENT });
  await expect(lane(page, 1)).toBeVisible();
}

test('a lane keeps an official time: RESET asks, no START over it, Discard has Undo, a double tap on STOP keeps it', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await openRecordTimes(page);
  await choose(page, 1, 'member@example.com', /Sam Taylor/);
  const first = lane(page, 1);
  const display = first.getByTestId('lane-display');
  const button = mainButton(page, 1);
  await expect(button).toHaveText('START');
  await settled(page);
  await shot(page, '01-competitor-chosen');

  // RESET on a running lane asks; keeping the time keeps the clock running.
  await button.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  await page.clock.fastForward('00:03');
  await first.getByRole('button', { name: 'RESET' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Reset the stopwatch?' });
  await expect(dialog).toContainText('The clock is running.');
  await settled(page);
  await shot(page, '02-reset-asks-while-running');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep the time' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(display).toHaveAttribute('data-status', 'running');

  // A double tap on STOP stops once and keeps the time; START is not offered over it.
  await page.clock.fastForward('00:04');
  await doubleTap(button);
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';
  expect(stoppedAt).toMatch(/^0:\d{2}\.\d{2}$/);
  expect(Number(stoppedAt.slice(2, 4))).toBeGreaterThanOrEqual(7);
  await expect(button).toHaveText('SAVE TIME');
  await expect(first.getByRole('button', { name: 'START' })).toHaveCount(0);
  await page.clock.fastForward('00:02');
  await expect(display).toHaveText(stoppedAt);
  await shot(page, '03-stopped-save-offered');

  // RESET asks over an unsaved time too.
  await first.getByRole('button', { name: 'RESET' }).tap();
  await expect(dialog).toContainText('This time has not been saved.');
  await dialog.getByRole('button', { name: 'Keep the time' }).tap();
  await expect(display).toHaveText(stoppedAt);

  // Discard clears it with Undo; Undo brings it back.
  await first.getByRole('button', { name: 'Discard' }).tap();
  await expect(display).toHaveText('0:00.00');
  await expect(page.getByText(`Time discarded (${stoppedAt})`)).toBeVisible();
  await shot(page, '04-discarded-with-undo');
  await page.getByRole('button', { name: `Undo discarding ${stoppedAt}` }).tap();
  await expect(display).toHaveText(stoppedAt);
  await expect(button).toHaveText('SAVE TIME');

  // SAVE TIME (a double tap) records it once, under the course's minimum once confirmed; the notice
  // names the competitor and the time.
  await doubleTap(button);
  await confirmShortTime(first, stoppedAt);
  const notice = page.getByRole('alert').filter({ hasText: 'Time successfully recorded' });
  await expect(notice).toContainText(`Sam Taylor (member): ${stoppedAt}`);
  await expect(first.getByRole('combobox', { name: 'Competitor' })).toBeVisible();
  await expect(first.getByTestId('lane-display')).toHaveCount(0);
  await settled(page);
  await shot(page, '05-recorded-notice');
  await expectNoAxeViolations(page);
});

test('two lanes fit the first screen with names only; four lanes scroll', async ({ page }) => {
  await openRecordTimes(page);
  await choose(page, 1, 'member@example.com', /Sam Taylor/);
  await page.getByRole('button', { name: 'Add lane' }).tap();
  await choose(page, 2, 'Isla', /Isla Nguyen/);

  // The headings: display name and user name, no contact details.
  await expect(lane(page, 1).getByTestId('lane-competitor')).toHaveText('Sam Taylor (member)');
  await expect(lane(page, 2).getByTestId('lane-competitor')).toHaveText('Isla Nguyen (isla_nguyen)');
  for (const number of [1, 2]) {
    const text = (await lane(page, number).textContent()) ?? '';
    expect(text, `lane ${number} shows no contact details`).not.toMatch(/•|@|\d{3}/);
  }

  // Both lanes' START, and then STOP, on the first screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await shot(page, '01-two-lanes-first-screen');
  for (const number of [1, 2]) {
    const box = await mainButton(page, number).boundingBox();
    console.log(
      `lane ${number} START: top ${box?.y.toFixed(0)} px, bottom ${((box?.y ?? 0) + (box?.height ?? 0)).toFixed(0)} px`,
    );
    expect(box, `lane ${number} START`).not.toBeNull();
    expect(
      (box?.y ?? 0) + (box?.height ?? 0),
      `lane ${number} START on the first screen`,
    ).toBeLessThanOrEqual(VIEWPORT_HEIGHT);
  }
  await fitsPhone(page, [mainButton(page, 1), mainButton(page, 2)]);
  await mainButton(page, 1).tap();
  await mainButton(page, 2).tap();
  await expect(mainButton(page, 1)).toHaveText('STOP');
  await expect(mainButton(page, 2)).toHaveText('STOP');
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await shot(page, '02-two-lanes-running');
  for (const number of [1, 2]) {
    const box = await mainButton(page, number).boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0), `lane ${number} STOP on the first screen`).toBeLessThanOrEqual(
      VIEWPORT_HEIGHT,
    );
  }
  await expectNoAxeViolations(page);

  // Four lanes: the page scrolls down, never sideways.
  await page.getByRole('button', { name: 'Add lane' }).tap();
  await page.getByRole('button', { name: 'Add lane' }).tap();
  await expect(page.getByRole('region', { name: /^Lane \d$/ })).toHaveCount(4);
  await settled(page);
  await fitsPhone(page, [lane(page, 4).getByRole('combobox', { name: 'Competitor' })]);
  await lane(page, 4).scrollIntoViewIfNeeded();
  await shot(page, '03-four-lanes-scrolled');
});

test('the competitor search says what to type, and nobody found leads to Add User and back', async ({
  page,
}) => {
  test.slow();
  await openRecordTimes(page);
  const field = lane(page, 1).getByRole('combobox', { name: 'Competitor' });

  // Opening the field shows the hint before any typing.
  await field.tap();
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await settled(page);
  await shot(page, '01-hint-on-open');

  // Nobody by that name: the way forward is Add User, with what was typed filled in.
  const suffix = String(Date.now()).slice(-5);
  const last = `Newcomer${suffix}`;
  await field.fill(`Jo ${last}`);
  await expect(page.getByText('No competitors found')).toBeVisible();
  const addUser = lane(page, 1).getByRole('link', { name: /Add User/ });
  await expect(addUser).toBeVisible();
  await settled(page);
  await shot(page, '02-nobody-found-add-user');
  await fitsPhone(page, [addUser]);
  await expectNoAxeViolations(page);
  await addUser.tap();
  await expect(page).toHaveURL(/\/Referee\/AddUser\?/);
  await expect(page.getByLabel('First name')).toHaveValue('Jo');
  await expect(page.getByLabel('Last name')).toHaveValue(last);
  await settled(page);
  await shot(page, '03-add-user-prefilled');

  const userName = `jo${suffix}`;
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('E-mail').fill(`jo${suffix}@example.com`);
  await page.getByLabel('Mobile Number').fill('0491570157');
  await page.getByRole('textbox', { name: 'Password' }).fill('Finish#Line9');
  await page.getByRole('button', { name: 'Submit' }).tap();

  // Back on Record Times with the new competitor in the lane the search was in.
  await expect(page).toHaveURL(/\/Referee\/RecordTimes$/);
  await expect(lane(page, 1).getByTestId('lane-competitor')).toHaveText(`Jo ${last} (${userName})`);
  await settled(page);
  await shot(page, '04-back-with-new-competitor');

  // Timed and saved: the notice names them and the time.
  const button = mainButton(page, 1);
  await button.tap();
  await page.waitForTimeout(1_200);
  await button.tap();
  const display = lane(page, 1).getByTestId('lane-display');
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';
  await page.waitForTimeout(1_100);
  await button.tap();
  await confirmShortTime(lane(page, 1), stoppedAt);
  const notice = page.getByRole('alert').filter({ hasText: 'Time successfully recorded' });
  await expect(notice).toContainText(`Jo ${last} (${userName}): ${stoppedAt}`);
  await settled(page);
  await shot(page, '05-recorded-new-competitor');
});
