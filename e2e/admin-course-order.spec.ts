import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { bearer } from './support/page-api';
import { fitsPhone, settled } from './support/screen';

/**
 * The course order journey: on a fresh location of its own with three new obstacles (made
 * through the API as the demo admin), the admin adds them on the Single screen, drags the third to
 * first, uses Move down from the keyboard, and the order survives a reload and shows on the public
 * location page. Then a casual time at that location is seen on Results and on the Time screen, and
 * deleted there after a confirmation. axe on each screen; Single and Time at 375 px.
 */

type Course = { id: number; name: string; path: string };
const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 1000 };
const stamp = `${Date.now() % 1_000_000}`;

async function created<T>(
  request: APIRequestContext,
  path: string,
  data: object,
  who: { user: string; password: string } = DEMO.admin,
): Promise<T> {
  const response = await request.post(`/api/${path}`, { data, headers: await bearer(request, who) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function expectCourse(page: Page, names: string[]): Promise<void> {
  const rows = page.getByRole('list', { name: 'Obstacle order' }).getByRole('listitem');
  await expect(rows).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(rows.nth(index)).toContainText(`${index + 1}. ${name}`);
  }
}

/** Drags one handle onto another with real mouse moves in steps (dnd-kit's pointer sensor). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  // page.mouse works in viewport coordinates: both handles must be on screen.
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag handles not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 8, { steps: 20 });
  await page.mouse.up();
}

test('an admin orders a new course by drag and drop and Move down; the public page shows that order; a time is seen and deleted', async ({
  page,
  request,
}) => {
  // Several screens in one journey: on a slow 2-core machine it nears the default timeout.
  test.slow();
  const course = await created<Course>(request, 'Location/Create', {
    name: `Order Park ${stamp}`,
    streetAddress: 'Lake Rd',
    city: 'Ballarat',
    state: 'Victoria',
  });
  const [wall, rings, beam] = ['Wall', 'Rings', 'Beam'].map((name) => `${name} ${stamp}`);
  for (const name of [wall, rings, beam]) await created(request, 'Equipment/Create', { name });

  await page.setViewportSize(DESKTOP);
  await loginAs(page, 'admin');
  await page.goto(`/Admin/Locations/Single/${course.path}`);
  await expect(page.getByRole('heading', { name: course.name })).toBeVisible();
  await expect(page.getByText('No Equipment')).toBeVisible();
  await expect(page.getByRole('row', { name: /State VIC/ })).toBeVisible();

  // Add the three, in order.
  for (const name of [wall, rings, beam]) {
    await page.getByLabel('Obstacle to add').selectOption({ label: name });
    await page.getByRole('button', { name: 'Add to this location' }).click();
    await expect(page.getByRole('button', { name: `Remove ${name} from this location` })).toBeVisible();
  }
  await expectCourse(page, [wall, rings, beam]);
  await settled(page);
  await expectNoAxeViolations(page);

  // Drag the third to first.
  await drag(
    page,
    page.getByRole('button', { name: `Drag ${beam} to reorder` }),
    page.getByRole('button', { name: `Drag ${wall} to reorder` }),
  );
  await expectCourse(page, [beam, wall, rings]);

  // Move down from the keyboard: the focused button keeps focus as its row moves.
  const moveWallDown = page.getByRole('button', { name: `Move ${wall} down` });
  await moveWallDown.focus();
  await page.keyboard.press('Enter');
  await expectCourse(page, [beam, rings, wall]);
  await expect(
    page.getByRole('status').filter({ hasText: `${wall} moved to position 3 of 3.` }),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: `Move ${wall} up` })).toBeFocused();

  // Stored: the order survives a reload, and the public location page shows it.
  await page.reload();
  await expectCourse(page, [beam, rings, wall]);
  await page.goto(`/Locations/View/${course.path}`);
  const obstacles = page.getByRole('region', { name: 'Obstacles' }).getByRole('heading', { level: 3 });
  await expect(obstacles).toHaveText([`1. ${beam}`, `2. ${rings}`, `3. ${wall}`]);

  // The Single screen on a phone.
  await page.setViewportSize(PHONE);
  await page.goto(`/Admin/Locations/Single/${course.path}`);
  await expectCourse(page, [beam, rings, wall]);
  await settled(page);
  await fitsPhone(page, [
    page.getByRole('button', { name: `Drag ${rings} to reorder` }),
    page.getByRole('button', { name: `Move ${rings} up` }),
    page.getByRole('button', { name: `Move ${rings} down` }),
    page.getByRole('button', { name: `Remove ${rings} from this location` }),
    page.getByRole('button', { name: 'Add to this location' }),
    page.getByRole('link', { name: 'Times' }),
  ]);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);

  // A casual time by the demo member at the new course: on Results, then deleted on the Time screen.
  const completed = Date.now() - 60_000;
  await created(
    request,
    'Leaderboard/AddToLeaderboard',
    {
      locationId: course.id,
      duration: 83_450,
      timeStarted: new Date(completed - 83_450).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
    },
    DEMO.member,
  );

  await page.goto('/Admin/Locations/Results');
  await page.getByLabel('Location').selectOption({ label: course.name });
  const social = page.getByRole('table', { name: /Social Leaderboard/ });
  await expect(social.getByRole('row').filter({ hasText: 'member' })).toContainText('1:23.45');
  await expect(page.getByText('No Comp times recorded')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`location=${course.id}`));
  await settled(page);
  await expectNoAxeViolations(page);

  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: `Every time at ${course.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/Admin/Locations/Time/${course.path}$`));
  const row = page.getByRole('list', { name: 'Times' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('member');
  await expect(row).toContainText('1:23.45');
  await expect(row).toContainText('Social');
  await settled(page);
  const remove = row.getByRole('button', { name: /^Delete member - 1:23\.45 on / });
  await fitsPhone(page, [remove, page.getByLabel('Filter by user name')]);
  await expectNoAxeViolations(page);

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete time' });
  await expect(dialog).toContainText('member - 1:23.45');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/^Removed the time member - 1:23\.45/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No times recorded')).toBeVisible();
  const left = await request.post('/api/Location/ListTimes', {
    data: { locationId: course.id },
    headers: await bearer(request, DEMO.admin),
  });
  expect(((await left.json()) as { total: number }).total).toBe(0);
});
