import { CHROMIUM_ARGS } from './support/chromium';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { fitsPhone, openStopwatch, settled, shot } from './support/screen';

/**
 * A 375 × 667 touch phone that has a camera but refuses it to the site (no permission given, and no
 * one to answer the browser's question): the gate says what happened and offers the hand stopwatch
 * instead, which times a run at once.
 */
test.use({
  viewport: { width: 375, height: 667 },
  hasTouch: true,
  isMobile: true,
  // A camera exists, but the site is not allowed to use it.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  },
});

test('a refused camera offers timing with the buttons, which starts a run', async ({ page }) => {
  await loginAs(page, 'member');
  await openStopwatch(page);
  await page.getByRole('button', { name: 'Gate' }).tap();

  const refusal = page.getByRole('alert').filter({ hasText: 'Camera not allowed' });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal).toContainText('Or time the run with the buttons.');
  const buttons = refusal.getByRole('button', { name: 'Time with the buttons' });
  await expect(refusal.getByRole('button', { name: 'Try again' })).toBeVisible();
  await fitsPhone(page, [buttons, refusal.getByRole('button', { name: 'Try again' })]);
  await settled(page);
  await expectNoAxeViolations(page);
  await shot(page, '01-camera-refused-buttons-offered');

  // The hand stopwatch: the gate closed, START ready, and a tap starts the run.
  await buttons.tap();
  await expect(page.getByRole('button', { name: 'Close gate' })).toHaveCount(0);
  const big = page.getByTestId('big-button');
  await expect(big).toHaveText('START');
  await shot(page, '02-hand-stopwatch');
  await big.tap();
  await expect(page.getByTestId('stopwatch-display')).toHaveAttribute('data-status', 'running');
  await expect(big).toHaveText('STOP');
  await shot(page, '03-run-timed-by-hand');
});
