import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * A gate-only course says so in its details on the location page, on a 375 × 667 touch phone: a
 * visitor reads "Gate-timed runs only" and why before timing a run, not only under the Social board
 * further down. A course of the journey's own is switched to gate-only; Bondi Beach (not gate-only)
 * shows no such mark.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const REASON = 'Only runs timed by a camera gate count on the Social board here; Comp times count as always.';

test('a gate-only course shows "Gate-timed runs only" and the reason in its details', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now() % 1_000_000}`;
  const course = await ownCourse(request, {
    name: `Gate Park ${stamp}`,
    obstacles: [`Beam ${stamp}`],
    gateOnly: true,
  });

  await page.goto(`/Locations/View/${course.path}`);
  const title = page.getByRole('heading', { level: 1, name: course.name });
  await expect(title).toBeVisible();
  await settled(page);
  await shot(page, '01-gate-only-course');

  // In the details, above Time a run: seen on the first screen, before a visitor times a run.
  const details = page.getByRole('region', { name: course.name });
  const badge = details.getByText('Gate-timed runs only', { exact: true });
  await expect(badge).toBeVisible();
  await expect(details.getByText(REASON, { exact: true })).toBeVisible();
  await expect(badge).toBeInViewport();
  const timeARun = page.getByRole('link', { name: 'Time a run' });
  const badgeBox = await badge.boundingBox();
  const buttonBox = await timeARun.boundingBox();
  expect(badgeBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(buttonBox?.y ?? 0);
  await fitsPhone(page, [timeARun]);
  await expectNoAxeViolations(page);

  // A course that counts every run has no such mark.
  await page.goto('/Locations/View/bondi-beach');
  await expect(page.getByRole('heading', { level: 1, name: 'Bondi Beach' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('region', { name: 'Bondi Beach' })).toBeVisible();
  await expect(page.getByText('Gate-timed runs only', { exact: true })).toHaveCount(0);
  await shot(page, '02-ordinary-course');
});
