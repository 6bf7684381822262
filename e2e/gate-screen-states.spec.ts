import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { writeGateVideo } from '../scripts/gate-video-file';
import {
  launchWithFakeCamera,
  markFrameNumber,
  recordFrameNumbers,
  twoCrossingScene,
} from './support/fake-camera';
import { DEMO, expect, expectNoAxeViolations, test } from './support/fixtures';
import { adminCreatesCourse } from './support/gate-run';
import { onFirstScreen } from './support/gate-screen';
import { startSignedIn } from './support/page-api';
import { E2E_BASE_URL } from './support/ports';
import { fitsPhone, shot } from './support/screen';

/**
 * The single-phone gate on a 375 × 667 touch phone whose camera plays a generated video of two
 * people crossing the line 6.3 s apart in 13 s (frames numbered, so the journey knows where the video
 * is): the set-up guide comes first and the gate times nothing until the member arms it; once armed
 * the guide folds away; in every state the state word and the clock sit above the camera preview, on
 * the first screen; the finished run shows large above SAVE TIME.
 */

const FIRST_CROSSING_FRAME = 45; // 1.5 s at 30 fps; the second crosses at 7.8 s
let folder = '';
const video = () => join(folder, 'crossings.y4m');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'courseclock-gate-states-'));
  await writeGateVideo(video(), twoCrossingScene(6_317, 13_000), markFrameNumber);
});

test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The number of the frame the preview showed last (recordFrameNumbers). */
const shownFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { gateFrames: [number, number][] }).gateFrames.at(-1)?.[1] ?? -1);

/**
 * Waits until the preview shows a frame less than a second after the video's first crossing, so the
 * next crossing is some 6 s away. A look that lands later (a busy machine answers slowly) waits for
 * the video's next loop.
 */
async function justAfterFirstCrossing(page: Page): Promise<void> {
  const inWindow = async () => {
    const frame = await shownFrame(page);
    return frame > FIRST_CROSSING_FRAME + 2 && frame < FIRST_CROSSING_FRAME + 30;
  };
  await expect
    .poll(inWindow, { timeout: 45_000, intervals: [40], message: 'a frame just after the crossing' })
    .toBe(true);
}

test('the gate shows its guide first, then its state and clock above the preview, the result above SAVE TIME', async () => {
  test.setTimeout(150_000);
  const { browser, page } = await launchWithFakeCamera(video(), { baseURL: E2E_BASE_URL, touch: true });
  try {
    // A 12 s minimum: the run is 13 s of the video, time enough to look at it running.
    const course = await adminCreatesCourse(page.request, `Gate Lawn ${Date.now()}`, 12);
    await startSignedIn(page, DEMO.member);
    await page.goto(`/Locations/View/${course.id}/Stopwatch`);
    await page.getByRole('button', { name: 'Gate' }).tap();

    const state = page.getByTestId('gate-state');
    const clock = page.getByTestId('gate-display');
    const preview = page.getByLabel('Camera preview');
    const guide = page.getByRole('list', { name: 'How to set up the phone' });
    const arm = page.getByRole('button', { name: 'Arm the gate' });

    // Setting up: the guide first, the camera live, and a person crossing the line times nothing.
    await expect(state).toHaveText('SETTING UP');
    await expect(arm).toBeEnabled({ timeout: 20_000 });
    await expect(guide).toBeVisible();
    await onFirstScreen(page, [state], preview);
    await onFirstScreen(page, [page.getByRole('heading', { name: 'How to set up the phone' })]);
    await recordFrameNumbers(page);
    await justAfterFirstCrossing(page);
    await expect(state).toHaveText('SETTING UP');
    await expect(clock).toHaveCount(0);
    await shot(page, '01-setting-up-guide-first');

    // Armed (the next crossing is some 6 s away): the guide folds away, and the state and a still
    // clock are above the preview, brought back into sight from Arm the gate below it.
    await arm.tap();
    await expect(state).toHaveText('ARMED');
    await expect(state).toBeInViewport({ ratio: 1 });
    await expect(clock).toBeInViewport({ ratio: 1 });
    await expect(clock).toHaveText('0:00.00');
    await shot(page, '02-armed-guide-folded');
    await expect(guide).toBeHidden();
    await expect(page.getByRole('button', { name: 'How to set up the phone' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await onFirstScreen(page, [state, clock], preview);

    // Running: the clock counts, on the first screen.
    await expect(state).toHaveText('RUNNING', { timeout: 20_000 });
    await shot(page, '03-running-clock-above-preview');
    await expect(clock).toHaveAttribute('data-status', 'running');
    await onFirstScreen(page, [state, clock], preview);
    await expect(clock).not.toHaveText('0:00.00');

    // Finished: the run large above SAVE TIME, on the first screen, the same time the watch saves.
    await expect(state).toHaveText('FINISHED', { timeout: 30_000 });
    await expect(clock).toHaveAttribute('data-status', 'stopped');
    const big = page.getByTestId('big-button');
    await expect(big).toHaveText('SAVE TIME');
    await onFirstScreen(page, [state, clock], big);
    await onFirstScreen(page, [big]);
    await expect(page.getByTestId('stopwatch-display')).toHaveText((await clock.textContent()) ?? '');
    await shot(page, '04-finished-time-above-save');
    await expectNoAxeViolations(page);
    await fitsPhone(page, [page.getByRole('button', { name: 'Close gate' }), big]);

    // Saved: the gate arms itself for the next runner; the guide stays folded.
    await big.tap();
    await expect(page.getByText(/Saved \d:\d\d\.\d\d/)).toBeVisible();
    await expect(state).toHaveText(/ARMED|RUNNING/, { timeout: 20_000 });
    await expect(guide).toBeHidden();
    await onFirstScreen(page, [state, clock], preview);
    await shot(page, '05-saved-armed-again');
  } finally {
    await browser.close();
  }
});
