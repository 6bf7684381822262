import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { writeGateVideo } from '../scripts/gate-video-file';
import { lightChangeScene, shakeScene } from '../test-support/gate/synthetic-video';
import {
  cameraTrackStates,
  crossingsOf,
  launchWithFakeCamera,
  markFrameNumber,
  recordCameraStreams,
  recordFrameNumbers,
  twoCrossingScene,
} from './support/fake-camera';
import { DEMO, expect, expectNoAxeViolations, test } from './support/fixtures';
import { bearer, startSignedIn } from './support/page-api';
import { E2E_BASE_URL } from './support/ports';
import { fitsPhone, shot } from './support/screen';

/**
 * The single-phone gate with Chromium's fake camera playing generated video (docs/timing.md): a
 * crossing starts the run, the next one after the minimum run time finishes it, and the saved
 * time matches the video's; a light change or a 2-pixel shake never starts it; the camera is
 * released when the member leaves the page.
 */

const GAP_MS = 6_317;
const LENGTH_MS = 13_000;
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'courseclock-gate-'));
  await writeGateVideo(join(folder, 'crossings.y4m'), twoCrossingScene(GAP_MS, LENGTH_MS), markFrameNumber);
  await writeGateVideo(join(folder, 'light-change.y4m'), lightChangeScene());
  await writeGateVideo(join(folder, 'shake.y4m'), shakeScene());
});

test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A course of its own with no minimum, so the gate's minimum run is its default 5 s. */
async function gateCourse(page: Page): Promise<number> {
  const headers = await bearer(page.request, DEMO.admin);
  const created = await page.request.post('/api/Location/Create', {
    headers,
    data: { name: `Gate Park ${Date.now()}`, streetAddress: 'Line Rd', city: 'Bendigo', state: 'Victoria' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** Opens the course's stopwatch, then its gate, arms it once set up, and waits for ARMED. */
async function openGate(page: Page, locationId: number): Promise<void> {
  await page.goto(`/Locations/View/${locationId}/Stopwatch`);
  await page.getByRole('button', { name: 'Gate' }).click();
  await page.getByRole('button', { name: 'Arm the gate' }).click({ timeout: 20_000 });
  await expect(page.getByTestId('gate-state')).toHaveText('ARMED', { timeout: 20_000 });
}

/** Every word the gate's state showed from now on, kept in the page. */
async function recordStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { gateStatesSeen: seen });
    const observer = new MutationObserver(() => {
      const word = document.querySelector('[data-testid="gate-state"]')?.textContent ?? '';
      if (seen[seen.length - 1] !== word) seen.push(word);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test('a crossing starts the gate, the next one finishes it, and the saved time is the video’s', async () => {
  test.setTimeout(120_000);
  const { browser, page } = await launchWithFakeCamera(join(folder, 'crossings.y4m'), {
    baseURL: E2E_BASE_URL,
  });
  try {
    const locationId = await gateCourse(page);
    await startSignedIn(page, DEMO.member);
    await recordCameraStreams(page);
    await page.goto(`/Locations/View/${locationId}/Stopwatch`);
    // The looping video may cross the line at any moment after ARMED, too briefly shown to be caught
    // on screen: the run is followed through every word the gate showed.
    await recordStates(page);
    await page.getByRole('button', { name: 'Gate' }).click();
    await expect(page.getByLabel('Camera preview')).toBeAttached();
    await recordFrameNumbers(page);
    await page.getByRole('button', { name: 'Arm the gate' }).click({ timeout: 20_000 });

    // The line's keys are GateLine.test.tsx's: here the looping video may cross at any moment after
    // ARMED, and a journey that stopped to move the line first could miss the run it follows.
    const line = page.getByRole('slider', { name: 'Gate line' });
    await line.focus();

    await expect(page.getByTestId('gate-state')).toHaveText('RUNNING', { timeout: 30_000 });
    await expect(page.getByTestId('gate-display')).toBeVisible();
    // While a run is timed the line stays put: moving it would drop the run's start.
    await page.keyboard.press('ArrowRight');
    await expect(line).toHaveAttribute('aria-disabled', 'true');
    await expect(line).toHaveAttribute('aria-valuenow', '50');
    await shot(page, 'gate-running');
    await expect(page.getByTestId('gate-state')).toHaveText('FINISHED', { timeout: 20_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { gateStatesSeen: string[] }).gateStatesSeen,
    );
    expect(seen.slice(-3), 'the last words the gate showed').toEqual(['ARMED', 'RUNNING', 'FINISHED']);
    // Checked once FINISHED holds the run: axe's work on the page while ARMED or RUNNING would
    // delay the frames the gate is timing.
    await expectNoAxeViolations(page);
    await fitsPhone(page, [
      page.getByRole('button', { name: 'Close gate' }),
      page.getByRole('slider', { name: 'Gate line' }),
      page.locator('label').filter({ hasText: /^High$/ }),
      page.getByTestId('big-button'),
    ]);
    await shot(page, 'gate-finished');

    const frames = (await page.evaluate('window.gateFrames')) as [number, number][];
    await page.getByTestId('big-button').click();
    await expect(page.getByText(/Saved \d:\d\d\.\d\d/)).toBeVisible();
    // Saved: the gate arms itself for the next runner.
    await expect(page.getByTestId('gate-state')).toHaveText('ARMED', { timeout: 20_000 });

    const mine = await page.request.post('/api/Leaderboard/ListUserResults', {
      headers: await bearer(page.request, DEMO.member),
      data: { locationId },
    });
    const [saved] = (await mine.json()) as { duration: number }[];
    // The truth on the capture timeline: when the frames around each crossing were captured. Which
    // crossing the gate met first depends on where the looping video was when it armed, so the run
    // is the one between two successive crossings that the saved time matches best.
    const crossings = [...crossingsOf(frames, 1_500), ...crossingsOf(frames, 1_500 + GAP_MS)].sort(
      (a, b) => a.at - b.at,
    );
    const runs = crossings.slice(1).map((end, index) => ({
      ms: end.at - crossings[index].at,
      widestFrameGapMs: Math.max(end.frameGapMs, crossings[index].frameGapMs),
    }));
    expect(runs.length, 'crossings seen on the capture timeline').toBeGreaterThan(0);
    const errorOf = (run: { ms: number }) => Math.abs(saved.duration - run.ms);
    const run = runs.reduce((best, next) => (errorOf(next) < errorOf(best) ? next : best));
    const error = errorOf(run);
    console.log(
      `gate run ${saved.duration} ms; runs on the capture timeline ${runs.map((each) => Math.round(each.ms)).join(', ')} ms; error ${error.toFixed(1)} ms; widest frame gap at its crossings ${run.widestFrameGapMs.toFixed(1)} ms`,
    );
    // Within one frame (33.3 ms at 30 fps, or the wider gap where a busy machine delivered a frame
    // late): the interpolation between frames is wired up. How close it gets, over many crossings, is
    // a measurement (npm run bench:gate-frames, docs/timing.md), not a test.
    expect(error).toBeLessThanOrEqual(Math.max(34, run.widestFrameGapMs + 1));

    // Leaving the page releases the camera.
    expect(await cameraTrackStates(page)).toContain('live');
    await page.getByRole('link', { name: /Gate Park/ }).click();
    await expect(page).toHaveURL(/\/Locations\/View\/gate-park/);
    await expect.poll(() => cameraTrackStates(page)).not.toContain('live');
    expect((await cameraTrackStates(page)).length).toBeGreaterThan(0);
  } finally {
    await browser.close();
  }
});

for (const video of ['light-change', 'shake'] as const) {
  test(`the gate stays ARMED through a video of only a ${video}`, async () => {
    test.setTimeout(90_000);
    const { browser, page } = await launchWithFakeCamera(join(folder, `${video}.y4m`), {
      baseURL: E2E_BASE_URL,
    });
    try {
      const locationId = await gateCourse(page);
      await openGate(page, locationId);
      await recordStates(page);
      // A little over the whole video (10 s), which then loops.
      await page.waitForTimeout(11_000);
      const seen = await page.evaluate(
        () => (window as unknown as { gateStatesSeen: string[] }).gateStatesSeen,
      );
      expect(seen.filter((word) => word !== 'ARMED')).toEqual([]);
      await expect(page.getByTestId('gate-state')).toHaveText('ARMED');
    } finally {
      await browser.close();
    }
  });
}
