import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mails, storedTimes, test } from './support/fixtures';

/** 'm:ss.hh' → milliseconds. */
function toMs(display: string): number {
  const match = /^(\d+):(\d{2})\.(\d{2})$/.exec(display.trim());
  if (!match) throw new Error(`not a stopwatch reading: ${display}`);
  return Number(match[1]) * 60_000 + Number(match[2]) * 1_000 + Number(match[3]) * 10;
}

async function reading(page: Page): Promise<number> {
  return toMs((await page.getByTestId('stopwatch-display').textContent()) ?? '');
}

test('a guest times a run, signs up and confirms inline, logs in and saves the time once', async ({
  page,
  context,
  request,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const userName = `run${suffix}`;
  const email = `runner${suffix}@example.com`;
  const password = 'Runner123';

  // The browser's clock is driven so the run can pass the course's plausible minimum (30 s at Bondi).
  await page.clock.install();
  // Pick a course on the welcome page.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Bondi Beach' });
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bondi Beach' })).toBeVisible();
  await page.getByRole('link', { name: 'Time a run' }).click();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  const locationId = Number(/\/View\/(\d+)\//.exec(page.url())?.[1]);

  // Start, let it run, reload mid-run: still running and still counting up from the same start.
  const display = page.getByTestId('stopwatch-display');
  await expect(display).toHaveText('0:00.00');
  await page.getByRole('button', { name: 'START' }).click();
  await expect(display).toHaveAttribute('data-status', 'running');
  await page.waitForTimeout(1_200);
  const beforeReload = await reading(page);
  expect(beforeReload).toBeGreaterThanOrEqual(1_000);
  await page.reload();
  await expect(display).toHaveAttribute('data-status', 'running');
  await expect(page.getByRole('button', { name: 'STOP' })).toBeVisible();
  const afterReload = await reading(page);
  expect(afterReload).toBeGreaterThan(beforeReload);
  await expect.poll(() => reading(page)).toBeGreaterThan(afterReload + 300);

  // Stop (after a plausible 40 s more): the reading freezes and, as a guest, no SAVE TIME, but the
  // inline panel.
  await page.clock.fastForward('00:40');
  await expect.poll(() => reading(page)).toBeGreaterThan(40_000);
  await page.getByRole('button', { name: 'STOP' }).click();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = await display.textContent();
  await page.waitForTimeout(300);
  await expect(display).toHaveText(stoppedAt ?? '');
  await expect(page.getByRole('button', { name: 'SAVE TIME' })).toHaveCount(0);

  // Sign up in the inline panel; it switches to the Login tab with the inline message.
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('0412345678');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('Congratulations, your account has been created, you may now login.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  // Confirm through the e-mailed link (in another tab of the same browser).
  const mail = await mails.waitFor(email);
  const link = /https?:\/\/[^\s"<>]+\/Account\/ConfirmEmail\/\d+\/[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  const confirmTab = await context.newPage();
  await confirmTab.goto(link ?? '');
  await expect(confirmTab.getByText('Thankyou, your email has been confirmed')).toBeVisible();
  await expect(confirmTab).toHaveURL(/\/Account\/Login$/);
  await confirmTab.close();

  // Log in inline; the same stopped time is still there and can be saved.
  await expect(display).toHaveText(stoppedAt ?? '');
  await page.getByLabel(/user ?name or e-?mail/i).fill(userName);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  const save = page.getByRole('button', { name: 'SAVE TIME' });
  await expect(save).toBeVisible();
  await expect(display).toHaveText(stoppedAt ?? '');

  await save.dblclick();
  await expect(page.getByText('Time Saved to Leaderboard')).toBeVisible();
  await expect(
    page.getByText(/Congratulations! You're in position #\d+ on the Social Leaderboard/),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await save.click({ force: true });
  await expectNoAxeViolations(page);

  // Exactly one row stored for this member at this location.
  const rows = await storedTimes(request, { user: userName, password }, locationId);
  expect(rows).toHaveLength(1);
  expect(rows[0].tsDuration).toBe(stoppedAt);

  // The board on this page refreshed, and the location's own board shows the row.
  const board = page.getByRole('table', { name: 'Social Leaderboard' });
  await expect(board.getByRole('row', { name: new RegExp(userName) })).toContainText(stoppedAt ?? '');
  await page.getByRole('link', { name: 'Bondi Beach' }).first().click();
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach$/);
  const locationBoard = page.getByRole('table', { name: 'Social Leaderboard' });
  await expect(locationBoard.getByRole('row', { name: new RegExp(userName) })).toContainText(stoppedAt ?? '');
});
