import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { startSignedIn } from './support/page-api';
import { openStopwatch, settled, shot } from './support/screen';
import { PHONE, timeRun, watchOf } from './support/stopwatch-phone';

/**
 * A course's plausible minimum (Bondi's is half a minute) is said before START, and a run under it,
 * refused by the server, shows why above the read-out, on the first screen, never under the big button.
 */
test.use(PHONE);

test('the course minimum shows before START and a refused time says why in sight', async ({
  page,
  request,
}) => {
  const member = await refereeAddsMember(request, { prefix: 'minim', firstName: 'Min', lastName: 'Runner' });
  await startSignedIn(page, { user: member.userName, password: member.password });
  await page.clock.install();
  await openStopwatch(page, 'Bondi Beach');
  const { big, display, bar } = watchOf(page);

  // Before START: where times here count from.
  const rules = page.getByTestId('course-rules');
  await expect(rules).toContainText(/Times here count from 0:\d\d\.00\./);
  await expect(rules).toBeInViewport();
  await shot(page, '01-minimum-before-start');
  await expectNoAxeViolations(page);

  // A short run is refused: the reason sits above the read-out, wholly on screen and clear of the bar.
  const stoppedAt = await timeRun(page, 5);
  await page.clock.fastForward(1_500);
  await big.tap();
  const refusal = page.getByRole('alert').filter({ hasText: 'This time was not saved' });
  await expect(refusal).toContainText(/A time here must be at least 0:\d\d\.00\./);
  await expect(big).toHaveText('DISCARD TIME');
  await expect(display).toHaveText(stoppedAt);
  await settled(page);
  const box = await refusal.boundingBox();
  const readout = await display.boundingBox();
  const barBox = await bar.boundingBox();
  expect(box && readout && barBox, 'refusal, read-out and bar on screen').toBeTruthy();
  if (!box || !readout || !barBox) return;
  console.log(
    `refusal ${box.y.toFixed(0)}–${(box.y + box.height).toFixed(0)} px, read-out from ${readout.y.toFixed(0)} px, bar from ${barBox.y.toFixed(0)} px`,
  );
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(readout.y);
  expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
  await shot(page, '02-refusal-above-readout');
  await expectNoAxeViolations(page);
});
