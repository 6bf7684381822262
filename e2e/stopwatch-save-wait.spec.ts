import { expect, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { settled, shot } from './support/screen';
import {
  expectNoAxeViolationsPaused,
  memberOnStopwatch,
  PHONE,
  pauseClock,
  shownToasts,
  watchOf,
} from './support/stopwatch-phone';

/**
 * Right after STOP the big button ignores taps for a second (the double-tap guard): it shows that it
 * waits, then offers SAVE TIME, rather than swallowing a tap that looks accepted.
 */
test.use(PHONE);

test('SAVE TIME visibly waits out the double-tap guard after STOP, then saves', async ({ page, request }) => {
  const course = await ownCourse(request, { name: `Wait Park ${Date.now()}`, obstacles: [] });
  await memberOnStopwatch(page, request, course.id, 'waits');
  // The guard is a second long: the clock moves only when the journey says.
  await pauseClock(page);
  const { big, display } = watchOf(page);

  await big.tap();
  await page.clock.fastForward(41_000);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'stopped');
  const stoppedAt = (await display.textContent()) ?? '';

  // Within the second after STOP: the button says it waits, and a tap saves nothing.
  await expect(big).toHaveAttribute('aria-disabled', 'true');
  await expect(big).toContainText('Wait');
  await shot(page, '01-save-waits-after-stop');
  await page.clock.fastForward(300);
  await big.tap({ force: true });
  await expectNoAxeViolationsPaused(page);
  await expect(big).toHaveAttribute('aria-disabled', 'true');
  expect(await shownToasts(page)).toEqual([]);
  await expect(display).toHaveAttribute('data-status', 'stopped');

  // Then SAVE TIME, ready (the ignored tap saved nothing): one tap saves.
  await page.clock.fastForward(1_000);
  await expect(big).not.toHaveAttribute('aria-disabled', 'true');
  await expect(big).toHaveText('SAVE TIME');
  await shot(page, '02-save-ready');
  await big.tap();
  await expect(page.getByTestId('save-status')).toContainText(`Saved ${stoppedAt}`);
  await expect.poll(() => shownToasts(page)).toEqual([expect.stringContaining('Time Saved to Leaderboard')]);
  await settled(page);
  await shot(page, '03-saved');
});
