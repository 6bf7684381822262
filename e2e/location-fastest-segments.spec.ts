import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { refereeAddsMember } from './support/members';
import { casualRun, ownCourse } from './support/own-course';
import { startSignedIn } from './support/page-api';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * The fastest segments under each obstacle of the location page, on a 375 × 667 touch phone: a visible
 * key says what the lines are ("Fastest here", beside the Obstacles heading) and the signed-in member finds their own entry marked
 * "(you)". A course of the journey's own, two obstacles, two new members with split runs: the signed-in
 * one fastest on the first obstacle and second on the other.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

test('the fastest rows under each obstacle are labelled and mark the member as "(you)"', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now() % 1_000_000}`;
  const [wall, rings] = [`Wall ${stamp}`, `Rings ${stamp}`];
  const course = await ownCourse(request, { name: `Split Park ${stamp}`, obstacles: [wall, rings] });
  const me = await refereeAddsMember(request, { prefix: 'fast', firstName: 'Fern', lastName: 'Asher' });
  const rival = await refereeAddsMember(request, { prefix: 'riv', firstName: 'Rita', lastName: 'Vale' });
  await casualRun(request, me, course, { durationMs: 10_200, segments: [4_200, 6_000] });
  await casualRun(request, rival, course, { durationMs: 9_000, segments: [5_100, 3_900] });

  await startSignedIn(page, { user: me.userName, password: me.password });
  await page.goto(`/Locations/View/${course.path}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  const obstacles = page.getByRole('region', { name: 'Obstacles' });
  await expect(obstacles.getByRole('heading', { level: 3 })).toHaveText([`1. ${wall}`, `2. ${rings}`]);
  await settled(page);
  await page.waitForLoadState('networkidle');
  await shot(page, '01-course-obstacles');

  // A visible key beside the Obstacles heading says what the lines under the obstacles are, and each
  // obstacle's list is named by it.
  await expect(obstacles.getByTestId('fastest-legend')).toHaveText('Fastest here on each obstacle, all time');
  await expect(obstacles.getByTestId('fastest-legend')).toBeInViewport();
  const onWall = obstacles.getByRole('list', { name: `Fastest here on ${wall}` });
  const onRings = obstacles.getByRole('list', { name: `Fastest here on ${rings}` });
  await expect(onWall.getByRole('listitem')).toHaveText([
    `1. ${me.userName} (you) 0:04.20`,
    `2. ${rival.userName} 0:05.10`,
  ]);
  await expect(onRings.getByRole('listitem')).toHaveText([
    `1. ${rival.userName} 0:03.90`,
    `2. ${me.userName} (you) 0:06.00`,
  ]);
  // The mark is on screen, not only read aloud, and the member's long name does not push it out.
  const mine = onWall.getByText('(you)', { exact: true });
  await expect(mine).toBeVisible();
  const box = await mine.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await fitsPhone(page, [obstacles.getByRole('link', { name: new RegExp(wall) })]);
  await onRings.scrollIntoViewIfNeeded();
  await shot(page, '02-fastest-here-you-marked');
  await expectNoAxeViolations(page);

  // A guest sees the same rows with no one marked.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  const guest = await page.context().newPage();
  await guest.goto(`/Locations/View/${course.path}`);
  const guestWall = guest.getByRole('list', { name: `Fastest here on ${wall}` });
  await expect(guestWall.getByRole('listitem')).toHaveText([
    `1. ${me.userName} 0:04.20`,
    `2. ${rival.userName} 0:05.10`,
  ]);
  await settled(guest);
  await shot(guest, '03-guest-no-mark');
});
