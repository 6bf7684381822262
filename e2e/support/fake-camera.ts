import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Pass, Scene } from '../../test-support/gate/synthetic-video';
import { CHROMIUM_ARGS } from './chromium';

/**
 * Chromium with a generated .y4m file as its camera (docs/timing.md "Test videos for a real
 * browser"): the file plays in real time at its frame rate and loops, and permission is granted, so
 * getUserMedia answers at once. A browser of its own, since the file is a launch flag.
 */
export async function launchWithFakeCamera(
  video: string,
  options: {
    baseURL?: string;
    viewport?: { width: number; height: number };
    /** A touch phone (taps, and the page laid out as on a phone). */
    touch?: boolean;
  } = {},
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
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
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

/** Frame numbers are drawn as 9 bits, blocks of 12 × 12 px at the top left, away from the line. */
const MARK_BITS = 9;
const MARK_SIZE = 12;

/** Writes `index` into a 320-px-wide luma frame as black and white blocks. */
export function markFrameNumber(luma: Uint8Array, index: number, width = 320): void {
  for (let bit = 0; bit < MARK_BITS; bit++) {
    const value = (index >> bit) & 1 ? 250 : 5;
    for (let y = 0; y < MARK_SIZE; y++) {
      luma.fill(value, y * width + bit * MARK_SIZE, y * width + (bit + 1) * MARK_SIZE);
    }
  }
}

/**
 * Starts noting, for each frame the page's camera preview shows, its capture time and the number
 * drawn on it (`window.gateFrames`): the capture timeline the gate's times are measured on, whatever
 * the fake camera's pace. Plain JavaScript, as tsx would add helpers the page lacks.
 */
export async function recordFrameNumbers(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const video = document.querySelector('video');
    const canvas = document.createElement('canvas');
    canvas.width = ${MARK_BITS * MARK_SIZE};
    canvas.height = ${MARK_SIZE};
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const frames = [];
    window.gateFrames = frames;
    const read = (now, metadata) => {
      const scale = video.videoWidth / 320;
      context.drawImage(video, 0, 0, canvas.width * scale, canvas.height * scale, 0, 0, canvas.width, canvas.height);
      const row = context.getImageData(0, ${MARK_SIZE / 2}, canvas.width, 1).data;
      let index = 0;
      for (let bit = 0; bit < ${MARK_BITS}; bit++) {
        if (row[(bit * ${MARK_SIZE} + ${MARK_SIZE / 2}) * 4] > 128) index |= 1 << bit;
      }
      frames.push([metadata.captureTime ?? metadata.expectedDisplayTime, index]);
      video.requestVideoFrameCallback(read);
    };
    video.requestVideoFrameCallback(read);
  })()`);
}

/** A crossing on the capture timeline, and how far apart the two frames around it were captured. */
interface CapturedCrossing {
  at: number;
  frameGapMs: number;
}

/**
 * When each loop of the video showed the instant `videoMs` (ms from its first frame), on the
 * capture timeline: between the capture times of the frames around it, in proportion.
 */
export function crossingsOf(frames: [number, number][], videoMs: number, fps = 30): CapturedCrossing[] {
  const position = (videoMs * fps) / 1000;
  const loops: Map<number, number>[] = [new Map()];
  let previous = -1;
  for (const [at, index] of frames) {
    if (index < previous) loops.push(new Map());
    const loop = loops[loops.length - 1];
    if (!loop.has(index)) loop.set(index, at);
    previous = index;
  }
  const crossings: CapturedCrossing[] = [];
  for (const loop of loops) {
    const before = [...loop.keys()].filter((index) => index <= position).sort((a, b) => b - a)[0];
    const after = [...loop.keys()].filter((index) => index > position).sort((a, b) => a - b)[0];
    if (before === undefined || after === undefined) continue;
    const from = loop.get(before) as number;
    const to = loop.get(after) as number;
    crossings.push({
      at: from + ((to - from) * (position - before)) / (after - before),
      frameGapMs: to - from,
    });
  }
  return crossings;
}

/** `crossingsOf`'s instants alone. */
export function captureTimesOf(frames: [number, number][], videoMs: number, fps = 30): number[] {
  return crossingsOf(frames, videoMs, fps).map((crossing) => crossing.at);
}
