import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { fitsPhone, settled, shot } from './support/screen';

/**
 * The Leaderboards page on a 375 × 667 touch phone opens every course folded to the top 3 of each
 * board, so a course with full boards takes about a phone screen (the page was 3,865 px tall with the
 * demo data, five places a board); one control per course opens its boards to the top 5 the overview holds, and folds them
 * again.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

const FOLDED = 3;

test('each course opens folded to its top 3 and unfolds on its own', async ({ page }) => {
  await page.goto('/Leaderboards');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
  await settled(page);
  await shot(page, '01-leaderboards-folded');

  const courses = page.getByRole('region');
  const bondi = courses.filter({ has: page.getByRole('heading', { level: 2, name: 'Bondi Beach' }) });
  const bondiSocial = bondi.getByRole('table', { name: 'Social Leaderboard' });
  await expect(bondiSocial.getByTestId('leaderboard-row')).toHaveCount(FOLDED);
  // Every course's boards are folded.
  for (const table of await page.getByRole('table').all()) {
    expect(await table.getByTestId('leaderboard-row').count()).toBeLessThanOrEqual(FOLDED);
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const courseCount = await page.getByRole('heading', { level: 2 }).count();
  const folded = (await bondi.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  console.log(`Leaderboards page: ${height} px for ${courseCount} courses; Bondi Beach folded ${folded} px`);
  // Folded, a course with both boards full takes about a phone screen, not screens of rows.
  expect(folded).toBeLessThanOrEqual(700);

  // One course unfolds; the others stay folded.
  const more = bondi.getByRole('button', { name: 'Show the top 5 at Bondi Beach' });
  await fitsPhone(page, [more]);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.tap();
  await expect(bondiSocial.getByTestId('leaderboard-row')).toHaveCount(5);
  const fewer = bondi.getByRole('button', { name: 'Show the top 3 at Bondi Beach' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  const albert = courses.filter({ has: page.getByRole('heading', { level: 2, name: 'Albert Park Lake' }) });
  await expect(
    albert.getByRole('table', { name: 'Social Leaderboard' }).getByTestId('leaderboard-row'),
  ).toHaveCount(FOLDED);
  const unfolded = (await bondi.boundingBox())?.height ?? 0;
  console.log(`Bondi Beach unfolded: ${unfolded} px`);
  expect(unfolded).toBeGreaterThan(folded);
  await fewer.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, '02-bondi-unfolded');
  await expectNoAxeViolations(page);

  // And folds again.
  await fewer.tap();
  await expect(bondiSocial.getByTestId('leaderboard-row')).toHaveCount(FOLDED);
  await shot(page, '03-bondi-folded-again');
});
