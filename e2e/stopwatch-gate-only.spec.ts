import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { settled, shot } from './support/screen';
import { memberOnStopwatch, PHONE, shownToasts, timeRun, watchOf } from './support/stopwatch-phone';

/**
 * On a course switched to "Gate-timed runs only" a run timed by hand is kept in the member's own
 * results but never stands on the board (docs/timing.md, "Trust"): the stopwatch says so before
 * START, and after the save it says where the run went, with no personal best or place to celebrate.
 */
test.use(PHONE);

test('a hand-timed run on a gate-only course is saved to My Results, not celebrated on the board', async ({
  page,
  request,
}) => {
  const course = await ownCourse(request, {
    name: `Gate Only Park ${Date.now()}`,
    obstacles: [],
    gateOnly: true,
  });
  await memberOnStopwatch(page, request, course.id, 'gonly');
  const { big, display } = watchOf(page);

  // Before START: only gate runs count on this course's board.
  await expect(big).toHaveText('START');
  const rule = page.getByTestId('course-rules');
  await expect(rule).toContainText("Only camera gate runs count on this course's board");
  await expect(rule).toBeInViewport();
  await shot(page, '01-gate-only-said-before-start');
  await expectNoAxeViolations(page);

  const stoppedAt = await timeRun(page, 49.1);
  await page.clock.fastForward(1_500);
  await expect(big).toHaveText('SAVE TIME');
  await shot(page, '02-stopped');
  await big.tap();

  // Saved, but not to the board: no personal best, no place, no link to a place that is not there.
  const saved = page.getByTestId('save-status');
  await expect(saved).toContainText('Saved to My Results, not the board');
  await expect(display).toHaveText(stoppedAt);
  await expect(page.getByText('Personal best', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See your place on the board' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Results' })).toBeVisible();
  await expect.poll(() => shownToasts(page)).toEqual(['Saved to My Results, not the board']);
  await expect(page.getByText('No times recorded')).toBeAttached();
  await settled(page);
  await shot(page, '03-saved-not-on-board');
  await expectNoAxeViolations(page);
});
