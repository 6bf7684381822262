import type { Browser, Locator, Page } from '@playwright/test';
import { formatDuration } from '../src/shared/format';
import { expect, expectNoAxeViolations, loginAs, mails, test } from './support/fixtures';
import { adminCreatesCourse, memberSavesWitnessedGateRun } from './support/gate-run';
import { refereeAddsMember } from './support/members';
import { startSignedIn } from './support/page-api';
import { closeToast, settled, shot } from './support/screen';

/**
 * The admin removing a run from its photo (docs/architecture.md, "The board rule"): a member's
 * witnessed gate run, first on a course of its own, is looked at by its crossing pictures in the
 * admin's times list, removed from the boards with a reason (the public board drops it, the member
 * reads why in My Results), then restored to the board.
 */

const REASON = 'The start picture shows the runner already past the line';

/** An image that has loaded and has pixels, not a broken picture with its alt text. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

/** The course's public page, in a browser of no one signed in, settled on its boards. */
async function openPublicBoard(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/Locations/View/${path}`);
  await expect(visitor.getByRole('heading', { name: 'Social Leaderboard' })).toBeVisible();
  await settled(visitor);
  return visitor;
}

test('an admin looks at a gate run’s crossing photos, removes it with a reason and restores it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A gate run through the API, three browsers and four axe runs on a shared two-core machine.
  test.setTimeout(150_000);
  const member = await refereeAddsMember(request, { prefix: 'rmv', firstName: 'Remy', lastName: 'Vance' });
  const signIn = { user: member.userName, password: member.password };
  const course = await adminCreatesCourse(request, `Photo Finish Park ${Date.now().toString(36)}`);

  // 1. The member's witnessed gate run: the only run, so first on the course's board.
  const run = await memberSavesWitnessedGateRun(request, signIn, {
    locationId: course.id,
    durationMs: 5_500,
  });
  const visitor = await openPublicBoard(browser, baseURL, course.path);
  const boardRow = visitor.getByTestId('leaderboard-row').filter({ hasText: member.userName });
  await expect(boardRow.first()).toContainText(formatDuration(run.durationMs));
  await expect(boardRow.first().getByRole('img', { name: 'Timed by camera gate' }).first()).toBeVisible();
  await shot(visitor, '01-board-with-the-run');

  // 2. The admin's times list: the run with both crossing pictures; the finish opened larger.
  await loginAs(page, 'admin');
  await page.goto(`/Admin/Locations/Time/${course.path}`);
  const row = page.getByTestId('location-time').filter({ hasText: member.userName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatDuration(run.durationMs));
  await expectLoaded(row.getByRole('img', { name: 'Start crossing' }));
  await expectLoaded(row.getByRole('img', { name: 'Finish crossing' }));
  await settled(page);
  await shot(page, '02-times-with-crossing-photos');

  await row.getByRole('button', { name: 'Finish crossing' }).click();
  const photo = page.getByRole('dialog', { name: 'Finish crossing' });
  await expectLoaded(photo.getByRole('img', { name: 'Finish crossing' }));
  await expect(photo).toContainText('The frame with the red border is the moment of the crossing');
  await settled(page);
  await shot(page, '03-finish-crossing-larger');
  await expectNoAxeViolations(page);
  await photo.getByRole('button', { name: 'Close' }).click();
  await expect(photo).toBeHidden();

  // Remove from boards, with the reason typed in the modal (axe passes with it open).
  await row.getByRole('button', { name: new RegExp(`^Remove from boards: ${member.userName} `) }).click();
  const removal = page.getByRole('dialog', { name: 'Remove from boards' });
  const reason = removal.getByLabel(/^Reason/);
  await expect(reason).toBeFocused();
  await removal.getByRole('button', { name: 'Remove from boards' }).click();
  await expect(removal.getByText('Reason is required')).toBeVisible();
  await reason.fill(REASON);
  await settled(page);
  await shot(page, '04-remove-reason');
  await expectNoAxeViolations(page);
  await removal.getByRole('button', { name: 'Remove from boards' }).click();
  await closeToast(page, 'Run removed from the boards');
  await expect(removal).toBeHidden();
  await expect(row.getByText('Removed', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Removed from the boards: ${REASON} (admin, `);
  await expect(row.getByRole('button', { name: /^Restore to boards: / })).toBeVisible();
  await settled(page);
  await shot(page, '05-row-removed');
  await expectNoAxeViolations(page);

  // 3. The runner is mailed why; the public board no longer shows the run; My Results says why too.
  expect((await mails.waitFor(member.email)).text).toContain(REASON);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Social Leaderboard' })).toBeVisible();
  await settled(visitor);
  await expect(boardRow).toHaveCount(0);
  await shot(visitor, '06-board-without-the-run');

  const runner = await (await browser.newContext({ baseURL })).newPage();
  await startSignedIn(runner, signIn);
  await runner.goto('/Account/MyResults');
  const mine = runner.getByTestId('my-time').filter({ hasText: course.name });
  await expect(mine).toContainText(`Removed from the boards: ${REASON}`);
  await expectLoaded(mine.getByRole('img', { name: 'Start crossing' }));
  await mine.scrollIntoViewIfNeeded();
  await settled(runner);
  await shot(runner, '07-my-results-reason');

  // 4. Restore: the row counts again and the run is back on the board.
  await row.getByRole('button', { name: /^Restore to boards: / }).click();
  await closeToast(page, 'Run restored to the boards');
  await expect(row.getByText('Removed', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Remove from boards: / })).toBeVisible();
  await shot(page, '08-row-restored');

  await visitor.reload();
  await expect(boardRow.first()).toBeVisible();
  await settled(visitor);
  await shot(visitor, '09-board-with-the-run-again');

  await runner.reload();
  await expect(runner.getByTestId('my-time').filter({ hasText: course.name })).not.toContainText(
    'Removed from the boards',
  );
  await visitor.context().close();
  await runner.context().close();
});
