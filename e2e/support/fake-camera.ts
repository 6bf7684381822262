import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Pass, Scene } from '../../src/shared/gate/synthetic-video';
import { CHROMIUM_ARGS } from './chromium';

/**
 * Chromium with a generated .y4m file as its camera (docs/timing.md "Test videos for a real
 * browser"): the file plays in real time at its frame rate and loops, and permission is granted, so
 * getUserMedia answers at once. A browser of its own, since the file is a launch flag.
 */
export async function launchWithFakeCamera(
  video: string,
  options: { baseURL?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const library = process.env.CHROMIUM_LD_LIBRARY_PATH;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
    env: library ? { ...process.env, LD_LIBRARY_PATH: library } : undefined,
  });
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport ?? { width: 375, height: 667 },
    permissions: ['camera'],
  });
  return { browser, context, page: await context.newPage() };
}

/**
 * Keeps every stream the page's getUserMedia answers in `window.gateStreams`, so a test can see the
 * camera's tracks end when the page is left. Test-only: installed by the test before the page loads.
 */
export async function recordCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    const kept: MediaStream[] = [];
    Object.assign(window, { gateStreams: kept });
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      kept.push(stream);
      return stream;
    };
  });
}

/** The ready states of every camera track the page has opened ('live' or 'ended'). */
export function cameraTrackStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { gateStreams: MediaStream[] }).gateStreams ?? []).flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  );
}

/**
 * Two figures crossing the line `gapMs` apart in a video of `lengthMs` that loops: whichever
 * crossing the gate sees first, the run it times is `gapMs` or `lengthMs − gapMs` long.
 */
export function twoCrossingScene(gapMs: number, lengthMs: number): Scene {
  const passes: Pass[] = [
    { crossAt: 1_500, speed: 320, direction: 'right', size: 40 },
    { crossAt: 1_500 + gapMs, speed: 450, direction: 'left', size: 34 },
  ];
  const fps = 30;
  return {
    width: 320,
    height: 240,
    fps,
    frames: Math.round((lengthMs * fps) / 1000),
    line: 160,
    passes,
    noise: 3,
    seed: 11,
  };
}
