import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { settled, shot } from './support/screen';

/**
 * A member's time under the course minimum is refused: the big button no longer invites a retry that
 * cannot succeed but offers the way forward, Discard (with Undo) and then a new run, on a 375 × 667
 * touch phone. The browser's clock is driven so the run is short of Bondi's minimum by design.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

test('after a refused save the big button discards the time, then starts a new run', async ({ page }) => {
  await page.clock.install();
  await loginAs(page, 'member');
  await page.goto('/Locations/View/bondi-beach');
  await page.getByRole('link', { name: 'Time a run' }).tap();
  await expect(page).toHaveURL(/\/Locations\/View\/\d+\/Stopwatch$/);
  await settled(page);
  const big = page.getByTestId('big-button');
  const display = page.getByTestId('stopwatch-display');

  await big.tap();
  await page.clock.fastForward('00:05');
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';
  await page.clock.fastForward('00:02');
  await expect(big).toHaveText('SAVE TIME');
  await shot(page, '01-stopped-short-run');

  // Refused: the message says why and what to do; the big button is Discard, not SAVE TIME again.
  await big.tap();
  const refusal = page.getByRole('alert').filter({ hasText: 'This time was not saved' });
  await expect(refusal).toContainText(/A time here must be at least 0:\d\d\.00\./);
  await expect(refusal).toContainText('Discard it to time a new run.');
  await expect(big).toHaveText('DISCARD TIME');
  await expect(page.getByRole('button', { name: 'SAVE TIME' })).toHaveCount(0);
  await expect(display).toHaveText(stoppedAt);
  await settled(page);
  await shot(page, '02-refused-discard-offered');
  await expectNoAxeViolations(page);

  // One tap discards (Undo offered); a nervous second tap starts nothing; then START is a new run.
  await page.clock.fastForward('00:02');
  await big.tap();
  await big.tap({ force: true });
  await expect(display).toHaveText('0:00.00');
  await expect(display).toHaveAttribute('data-status', 'idle');
  await expect(page.getByText(`Time discarded (${stoppedAt})`)).toBeVisible();
  await expect(big).toHaveText('START');
  await shot(page, '03-discarded-start-offered');
  await page.clock.fastForward('00:02');
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  await expect(big).toHaveText('STOP');
  await expect(refusal).toHaveCount(0);
  await shot(page, '04-new-run');
});
