import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, test } from './support/fixtures';
import { adminCreatesCourse } from './support/gate-run';
import { onFirstScreen } from './support/gate-screen';
import { fakeCameraLaunchOptions } from './support/gate-video';
import { startSignedIn } from './support/page-api';
import { shot } from './support/screen';

/**
 * Two 375 × 667 touch phones, the member's at the start and a friend's at the finish, whose cameras
 * play the generated crossings video (a figure across the line every 2.5 s): each says in plain words
 * that its clock is in sync, and from the start crossing until the finish both show the run's clock
 * counting, large, above the camera preview; then both show the same finished time and how closely
 * it was timed.
 */
test.use({
  launchOptions: fakeCameraLaunchOptions(),
});
test.setTimeout(120_000);

async function phone(browser: Browser, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
    permissions: ['camera'],
  });
  const page = await context.newPage();
  if (signedIn) await startSignedIn(page, DEMO.member);
  return page;
}

/** The sync line in plain words: no offsets, no ± signs. */
const IN_SYNC = /^This phone is in sync \(within \d+ ms\)$/;

test('both phones say they are in sync and show the run’s clock from the start crossing to the finish', async ({
  browser,
  request,
}) => {
  // A 20 s minimum: the run lasts 20 s or more of the video, time enough to look at both clocks
  // running on a busy machine.
  const course = await adminCreatesCourse(request, `Pair Lawn ${Date.now()}`, 20);
  const start = await phone(browser, true);
  const finish = await phone(browser, false);

  await start.goto(`/Locations/View/${course.id}/Gate/Pair`);
  await start.getByRole('button', { name: 'This phone is the start' }).tap();
  const code = (await start.getByTestId('pairing-code').textContent())?.trim() ?? '';
  await expect(start.getByTestId('clock-sync')).toHaveText(IN_SYNC);
  await expect(start.getByText(/offset|±/)).toHaveCount(0);
  await shot(start, '01-start-phone-in-sync');

  await finish.goto(`/Locations/View/${course.id}/Gate/Pair?code=${code}`);
  await expect(finish.getByRole('heading', { name: 'This phone is the finish' })).toBeVisible();
  await expect(finish.getByTestId('clock-sync')).toHaveText(IN_SYNC);
  await expect(finish.getByText(/offset|±/)).toHaveCount(0);
  await shot(finish, '02-finish-phone-in-sync');

  // The start crossing: both phones' clocks count, large, above their camera preview, until the
  // finish (the finish phone's crossings sooner than the minimum are refused, and it watches on).
  for (const [page, name] of [
    [start, '03-start-phone-running'],
    [finish, '04-finish-phone-running'],
  ] as const) {
    const clock = page.getByTestId('gate-pair-clock');
    await expect(clock).toHaveAttribute('data-status', 'running', { timeout: 30_000 });
    await shot(page, name);
    await onFirstScreen(page, [clock], page.getByLabel('Camera preview'));
    const before = await clock.textContent();
    // It counts on; on a slow machine the finish may already have stopped it (checked below).
    await expect
      .poll(
        async () =>
          (await clock.textContent()) !== before || (await clock.getAttribute('data-status')) === 'stopped',
      )
      .toBe(true);
  }

  // The finish: both clocks stop at the run the server timed, the same on both phones.
  const finished = finish.getByTestId('gate-pair-clock');
  await expect(finished).toHaveAttribute('data-status', 'stopped', { timeout: 40_000 });
  await expect(finished).toHaveText(/^\d+:\d{2}\.\d{2}$/);
  await expect(start.getByTestId('gate-pair-clock')).toHaveAttribute('data-status', 'stopped');
  await expect(start.getByTestId('gate-pair-clock')).toHaveText((await finished.textContent()) ?? '');
  await expect(finish.getByTestId('gate-run')).toHaveText(/^Timed to within \d+ ms$/);
  await onFirstScreen(finish, [finished]);
  await onFirstScreen(start, [start.getByTestId('gate-pair-clock')]);
  await shot(finish, '05-finish-phone-run');
  await shot(start, '06-start-phone-run');
  await expectNoAxeViolations(finish);
  await expectNoAxeViolations(start);
});
