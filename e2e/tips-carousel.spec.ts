import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * Tips and rules opened from a course on a 375 × 667 touch phone: the carousel holds that course's
 * obstacles in course order, starts at the one tapped, keeps the course through a reload, and leads
 * back to the course. Opened from the menu it still shows every obstacle by name.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const BONDI_COURSE = ['Tyre Run', 'Balance Beam', 'Monkey Bars', 'Cargo Net', 'Wall Jump', 'Warped Wall'];

test('tips from a course show its obstacles in course order and lead back', async ({ page }) => {
  await page.goto('/Locations/View/bondi-beach');
  await settled(page);
  await shot(page, '01-location');

  // The third obstacle of the course.
  await page
    .getByRole('region', { name: 'Obstacles' })
    .getByRole('link', { name: '3. Monkey Bars Tips and rules' })
    .tap();
  await expect(page).toHaveURL(/\/Obstacles\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tips & Rules' })).toBeVisible();
  await settled(page);
  const counter = page.getByText(/^\d+ of \d+: /);
  await expect(counter).toHaveText('3 of 6: Monkey Bars');
  await expect(page.getByRole('heading', { level: 2, name: 'Monkey Bars' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to Bondi Beach' });
  await expect(back).toBeVisible();
  await fitsPhone(page, [
    back,
    page.getByRole('button', { name: 'Previous obstacle' }),
    page.getByRole('button', { name: 'Next obstacle' }),
  ]);
  await expectNoAxeViolations(page);
  await shot(page, '02-tips-monkey-bars');

  // Forward through the rest of the course, in its order, and no further.
  const next = page.getByRole('button', { name: 'Next obstacle' });
  for (const [offset, name] of BONDI_COURSE.slice(3).entries()) {
    await next.tap();
    await expect(counter).toHaveText(`${offset + 4} of 6: ${name}`);
  }
  await expect(next).toBeDisabled();
  await shot(page, '03-tips-last-of-course');

  // Back to the first of the course.
  const previous = page.getByRole('button', { name: 'Previous obstacle' });
  for (let index = 4; index >= 0; index--) {
    await previous.tap();
    await expect(counter).toHaveText(`${index + 1} of 6: ${BONDI_COURSE[index]}`);
  }
  await expect(previous).toBeDisabled();
  await shot(page, '04-tips-first-of-course');

  // A reload (or the link shared) keeps the course and the slide.
  await next.tap();
  await expect(counter).toHaveText('2 of 6: Balance Beam');
  await page.reload();
  await settled(page);
  await expect(counter).toHaveText('2 of 6: Balance Beam');
  await expect(back).toBeVisible();
  await shot(page, '05-tips-reloaded');

  // And it leads back to the course.
  await back.tap();
  await expect(page).toHaveURL(/\/Locations\/View\/bondi-beach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bondi Beach' })).toBeVisible();
  await settled(page);
  await shot(page, '06-back-at-location');
});

test('Tips & Rules from the menu still shows every obstacle by name, with no course', async ({
  page,
  request,
}) => {
  const all = (await (await request.get('/api/Equipment/ListAll')).json()) as { name: string }[];
  await page.goto('/Obstacles');
  await settled(page);
  await expect(page.getByText(/^\d+ of \d+: /)).toHaveText(`1 of ${all.length}: ${all[0].name}`);
  await expect(page.getByRole('link', { name: /^Back to / })).toHaveCount(0);
  await shot(page, '01-tips-all');

  // A course that does not exist: the whole catalogue, as from the menu.
  await page.goto('/Obstacles?equipment=hurdles&location=no-such-course');
  await settled(page);
  const hurdles = all.findIndex((item) => item.name === 'Hurdles');
  await expect(page.getByText(/^\d+ of \d+: /)).toHaveText(`${hurdles + 1} of ${all.length}: Hurdles`);
  await shot(page, '02-tips-unknown-course');
});
