import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, mails, storedTimes, test } from './support/fixtures';

/**
 * The stopwatch on a 375 × 667 touch phone, tapped as a thumb would (locator.tap): the big
 * button rests in the bottom third; a double tap on START or STOP is one press; START is not offered
 * over an unsaved time; Discard has Undo; RESET asks; a run survives a killed tab; a guest signs up in
 * the panel, logs in with the name filled in and saves the waiting time. The browser clock is driven
 * (page.clock) so a run passes the course's plausible minimum (30 s at Bondi).
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const VIEWPORT_HEIGHT = 667;

/** 'm:ss.hh' → milliseconds. */
function toMs(display: string): number {
  const match = /^(\d+):(\d{2})\.(\d{2})$/.exec(display.trim());
  if (!match) throw new Error(`not a stopwatch reading: ${display}`);
  return Number(match[1]) * 60_000 + Number(match[2]) * 1_000 + Number(match[3]) * 10;
}

async function openStopwatch(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Bondi Beach' });
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach$/);
  await page.getByRole('link', { name: 'Time a run' }).tap();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  await settled(page);
  return Number(/\/View\/(\d+)\//.exec(page.url())?.[1]);
}

/** Waits until loading cards are gone and the route fade (and any other animation) has finished. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The big button's box lies in the bottom third of the screen, and the read-out is not behind it. */
async function inThumbReach(page: Page, big: Locator): Promise<void> {
  const box = await big.boundingBox();
  const readout = await page.getByTestId('stopwatch-display').boundingBox();
  expect(box, 'big button on screen').not.toBeNull();
  expect(readout, 'read-out on screen').not.toBeNull();
  if (!box || !readout) return;
  console.log(
    `big button: top ${box.y.toFixed(0)} px, bottom ${(box.y + box.height).toFixed(0)} px, ` +
      `${box.width.toFixed(0)} × ${box.height.toFixed(0)} px on a 375 × ${VIEWPORT_HEIGHT} screen`,
  );
  expect(box.y).toBeGreaterThanOrEqual((VIEWPORT_HEIGHT * 2) / 3);
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT_HEIGHT);
  expect(box.height).toBeGreaterThanOrEqual(64);
  expect(box.width).toBeGreaterThanOrEqual(375 - 2 * 16 - 1);
  expect(readout.y + readout.height).toBeLessThanOrEqual(box.y);
}

/**
 * Two taps in quick succession, the "did it register?" double tap. The second lands whatever the
 * button shows by then (force: Playwright would otherwise wait until a saving button is enabled again,
 * seconds later on a loaded machine, which is a new press, not a double tap).
 */
async function doubleTap(target: Locator): Promise<void> {
  await target.tap();
  await target.tap({ force: true });
}

test('a member times runs one-handed: double taps are one press, an unsaved time cannot be wiped by accident', async ({
  page,
  context,
  request,
}) => {
  // Two tabs, a reload, two saves and four axe runs: near a minute on a loaded two-core machine.
  test.slow();
  await page.clock.install();
  await loginAs(page, 'member');
  const locationId = await openStopwatch(page);
  const big = page.getByTestId('big-button');
  const display = page.getByTestId('stopwatch-display');
  await expect(big).toHaveText('START');
  await inThumbReach(page, big);
  await expectNoAxeViolations(page);

  // A double tap on START starts the clock once (it does not start and stop).
  await doubleTap(big);
  await expect(display).toHaveAttribute('data-status', 'running');
  await expect(big).toHaveText('STOP');

  // The tab is killed mid-run: a new tab finds the clock still running from the same start.
  await page.clock.fastForward('00:05');
  const beforeKill = toMs((await display.textContent()) ?? '');
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(`/Locations/View/${locationId}/Stopwatch`);
  const watch = reopened.getByTestId('stopwatch-display');
  const button = reopened.getByTestId('big-button');
  await expect(watch).toHaveAttribute('data-status', 'running');
  await expect.poll(async () => toMs((await watch.textContent()) ?? '')).toBeGreaterThan(beforeKill);
  await settled(reopened);

  // A double tap on STOP stops it once: the clock stays stopped with the run intact.
  await reopened.clock.fastForward('00:40');
  await doubleTap(button);
  await expect(watch).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await watch.textContent()) ?? '';
  expect(toMs(stoppedAt)).toBeGreaterThan(40_000);
  await reopened.clock.fastForward('00:02');
  await expect(watch).toHaveText(stoppedAt);
  await expect(watch).toHaveAttribute('data-status', 'stopped');

  // START is not offered over the unsaved time: the big button saves it.
  await expect(button).toHaveText('SAVE TIME');
  await expect(reopened.getByRole('button', { name: 'START' })).toHaveCount(0);
  await inThumbReach(reopened, button);

  // Discard clears it with an Undo toast; Undo brings it back.
  await reopened.getByRole('button', { name: 'Discard' }).tap();
  await expect(watch).toHaveText('0:00.00');
  await expect(reopened.getByText(`Time discarded (${stoppedAt})`)).toBeVisible();
  await expect(button).toHaveText('START');
  await reopened.getByRole('button', { name: `Undo discarding ${stoppedAt}` }).tap();
  await expect(watch).toHaveText(stoppedAt);
  await expect(button).toHaveText('SAVE TIME');

  // RESET asks first; keeping the time keeps it.
  await reopened.getByRole('button', { name: 'RESET' }).tap();
  const dialog = reopened.getByRole('dialog', { name: 'Reset the stopwatch?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This time has not been saved.');
  await settled(reopened);
  await expectNoAxeViolations(reopened);
  await dialog.getByRole('button', { name: 'Keep the time' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(watch).toHaveText(stoppedAt);

  // SAVE TIME (a double tap) saves it once; then START is offered again.
  const before = (await storedTimes(request, { user: 'member', password: 'Member123!' }, locationId)).length;
  await reopened.clock.fastForward('00:02');
  await doubleTap(button);
  await expect(reopened.getByText('Time Saved to Leaderboard')).toBeVisible();
  await expect(reopened.getByRole('status').filter({ hasText: `Saved ${stoppedAt}` })).toBeVisible();
  // The watch has reset; its read-out keeps the saved time until the next START.
  await expect(watch).toHaveAttribute('data-status', 'idle');
  await expect(watch).toHaveText(stoppedAt);
  await expect(button).toHaveText('START');
  const board = reopened.getByRole('link', { name: 'See your place on the board' });
  await expect(board).toHaveAttribute('href', '/Locations/View/bondi-beach?highlight=member');
  const after = await storedTimes(request, { user: 'member', password: 'Member123!' }, locationId);
  expect(after).toHaveLength(before + 1);
  await expectNoAxeViolations(reopened);
});

test('a guest signs up in the panel, logs in with the name filled in and saves the waiting time', async ({
  page,
  context,
  request,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const userName = `tap${suffix}`;
  const email = `tapper${suffix}@example.com`;
  const password = 'Runner123';

  await page.clock.install();
  const locationId = await openStopwatch(page);
  const big = page.getByTestId('big-button');
  const display = page.getByTestId('stopwatch-display');
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  await page.clock.fastForward('00:40');
  await doubleTap(big);
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';

  // A guest's big button opens the inline panel instead of starting a new run over the time.
  await expect(big).toHaveText('LOG IN TO SAVE');
  await inThumbReach(page, big);
  await page.clock.fastForward('00:02');
  await big.tap();
  const panel = page.getByTestId('guest-panel');
  await expect(panel).toBeInViewport();
  await expect(page.getByLabel(/user ?name or e-?mail/i)).toBeFocused();

  // Sign up: the panel switches to Login with the new user name filled in.
  await panel.getByRole('tab', { name: 'Sign up' }).tap();
  await panel.getByLabel('Username').fill(userName);
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('textbox', { name: 'Phone' }).fill('0412345678');
  await panel.getByLabel(/^Password/).fill(password);
  await panel.getByRole('button', { name: 'Sign up' }).tap();
  await expect(
    panel.getByText('Congratulations, your account has been created, you may now login.'),
  ).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByLabel(/user ?name or e-?mail/i)).toHaveValue(userName);
  await expect(panel.getByLabel(/^password/i)).toBeFocused();
  await settled(page);
  await expectNoAxeViolations(page);

  // Confirm through the e-mailed link (in another tab of the same browser).
  const mail = await mails.waitFor(email);
  const link = /https?:\/\/[^\s"<>]+\/Account\/ConfirmEmail\/\d+\/[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  const confirmTab = await context.newPage();
  await confirmTab.goto(link ?? '');
  await expect(confirmTab.getByText('Thankyou, your email has been confirmed')).toBeVisible();
  await confirmTab.close();

  // Log in with the password only; the same stopped time waits, and one tap on SAVE TIME saves it.
  await panel.getByLabel(/^password/i).fill(password);
  await panel.getByRole('button', { name: 'Log in' }).tap();
  await expect(big).toHaveText('SAVE TIME');
  await expect(big).toBeFocused();
  await expect(panel).toHaveCount(0);
  await expect(display).toHaveText(stoppedAt);
  await big.tap();
  await expect(page.getByText('Time Saved to Leaderboard')).toBeVisible();
  await expect(display).toHaveAttribute('data-status', 'idle');
  await expect(display).toHaveText(stoppedAt);
  // Their first time at the course is their personal best.
  await expect(page.getByText('Personal best', { exact: true })).toBeVisible();
  const rows = await storedTimes(request, { user: userName, password }, locationId);
  expect(rows.map((row) => row.tsDuration)).toEqual([stoppedAt]);
  await settled(page);
  await expectNoAxeViolations(page);

  // The link goes to the course's board, where their row is.
  await page.getByRole('link', { name: 'See your place on the board' }).tap();
  await expect(page).toHaveURL(new RegExp(`/Locations/View/bondi-beach\\?highlight=${userName}$`));
  const board = page.getByRole('table', { name: 'Social Leaderboard' });
  await expect(board.getByRole('row', { name: new RegExp(userName) })).toContainText(stoppedAt);
});
