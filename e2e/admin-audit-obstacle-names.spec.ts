import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { ownCourse } from './support/own-course';
import { bearer } from './support/page-api';
import { settled, shot } from './support/screen';

/**
 * The audit trail names a course's obstacle, at 1280 × 800: an admin adds an obstacle to a course of
 * the journey's own on the location's screen and moves it up; on /Admin/Audit, filtered to location
 * obstacles, the two entries read the obstacle and the course by name ("Warped Wall 123 at Audit Park
 * 123") and say where it moved, never "#29".
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** What the trail showed before it named a course's obstacle: '#29', 'Changed index'. */
const AN_ID_OR_FIELD = /#\d+|\bindex\b/;

/** The Summary cell of the newest audit row holding all of `texts`. */
function summaryOf(page: Page, ...texts: string[]): Locator {
  let row = page.getByRole('row');
  for (const text of texts) row = row.filter({ hasText: text });
  return row.first().locator('td[data-label="Summary"]');
}

test("audit entries of a course's obstacles name the obstacle and the course", async ({ page, request }) => {
  test.slow();
  const stamp = `${Date.now() % 1_000_000}`;
  const beam = `Beam ${stamp}`;
  const wall = `Warped Wall ${stamp}`;
  const course = await ownCourse(request, { name: `Audit Park ${stamp}`, obstacles: [beam] });
  const made = await request.post('/api/Equipment/Create', {
    headers: await bearer(request, DEMO.admin),
    data: { name: wall },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await loginAs(page, 'admin');
  await page.goto(`/Admin/Locations/Single/${course.path}`);
  await expect(page.getByRole('heading', { name: course.name })).toBeVisible();
  await page.getByLabel('Obstacle to add').selectOption({ label: wall });
  await page.getByRole('button', { name: 'Add to this location' }).click();
  await expect(page.getByRole('button', { name: `Remove ${wall} from this location` })).toBeVisible();
  await settled(page);
  await shot(page, '01-obstacle-added');

  await page.getByRole('button', { name: `Move ${wall} up` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${wall} moved to position 1 of 2.` }),
  ).toBeAttached();
  await settled(page);
  await shot(page, '02-obstacle-moved-up');

  await page.goto('/Admin/Audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByLabel('Entity').selectOption({ label: 'Location obstacle' });
  const added = summaryOf(page, 'create', wall);
  const moved = summaryOf(page, 'update', wall);
  await expect.soft(added).toHaveText(`${wall} at ${course.name}`);
  await expect.soft(moved).toHaveText(`${wall} at ${course.name}: Moved from place 2 to 1`);
  for (const summary of [added, moved]) {
    await expect.soft(summary).not.toHaveText(AN_ID_OR_FIELD);
    await expect.soft(summary.locator('xpath=..')).not.toHaveText(AN_ID_OR_FIELD);
  }
  await settled(page);
  await shot(page, '03-audit-names-obstacles');
  await expectNoAxeViolations(page);
});
