import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { settled, shot } from './support/screen';
import { memberOnStopwatch, PHONE, savedRun, shownToasts, timeRun, watchOf } from './support/stopwatch-phone';

/**
 * After a save the member gets one message: a run slower than their best is saved without a
 * congratulation (their place did not change), a personal best is congratulated with its place in
 * the same toast; either way the saved time stays big on the screen until the next START.
 */
test.use(PHONE);

const PLACE = "Congratulations! You're in position #1 on the Social Leaderboard";

test('only a personal best is congratulated, in one toast, and the saved time stays on the screen', async ({
  page,
  request,
}) => {
  const course = await ownCourse(request, { name: `Praise Park ${Date.now()}`, obstacles: [] });
  const member = await memberOnStopwatch(page, request, course.id, 'prais');
  // Their best here so far: 0:40.00, first on the course's board.
  await savedRun(request, member, course.id, 40_000);
  const { big, display } = watchOf(page);

  // A slower run: saved, one toast, no congratulation, no personal best.
  const slower = await timeRun(page, 52);
  await page.clock.fastForward(1_500);
  await big.tap();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${slower}` })).toBeVisible();
  await expect.poll(() => shownToasts(page)).toEqual(['Time Saved to Leaderboard']);
  await expect(page.getByText('Personal best', { exact: true })).toHaveCount(0);
  await expect(display).toHaveText(slower);
  await expect(display).toBeInViewport();
  await expect(big).toHaveText('START');
  await settled(page);
  await shot(page, '01-slower-run-saved-no-congratulation');
  await expectNoAxeViolations(page);

  // A faster run: one toast says it all (saved, the place, personal best).
  const faster = await timeRun(page, 35);
  await page.clock.fastForward(1_500);
  await big.tap();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${faster}` })).toBeVisible();
  await expect.poll(async () => (await shownToasts(page)).length).toBe(2);
  const [, praise] = await shownToasts(page);
  expect(praise).toContain('Time Saved to Leaderboard');
  expect(praise).toContain(PLACE);
  expect(praise).toContain('Personal best');
  await expect(display).toHaveText(faster);
  await settled(page);
  await shot(page, '02-personal-best-one-toast');
  await expectNoAxeViolations(page);

  // START begins the next run from zero.
  await page.clock.fastForward(1_500);
  await big.tap();
  await expect(display).toHaveAttribute('data-status', 'running');
  await expect(page.getByRole('status').filter({ hasText: `Saved ${faster}` })).toHaveCount(0);
  await shot(page, '03-next-run');
});
