import { appendFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crossingScene, renderFrame } from '../../test-support/gate/synthetic-video';
import { y4mFrame, y4mHeader } from '../../test-support/gate/y4m';
import { CHROMIUM_ARGS } from './chromium';

/**
 * The generated crossings video (a figure across the middle of the picture every 2.5 s) as a .y4m
 * file for Chromium's fake camera, written once. Synchronous: a spec's launch options need the path
 * before its browser starts.
 */
function gateVideoFile(crossings = 8): string {
  const folder = join(process.cwd(), 'test-results', 'gate-video');
  const file = join(folder, `crossings-${crossings}.y4m`);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const scene = crossingScene(crossings);
  const partial = `${file}.part`;
  writeFileSync(partial, y4mHeader(scene));
  for (let index = 0; index < scene.frames; index++)
    appendFileSync(partial, y4mFrame(renderFrame(scene, index), scene));
  renameSync(partial, file);
  return file;
}

/** Chromium flags that play `file` as the camera and allow it without asking. */
const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

/**
 * A spec's launch options for a browser whose camera plays the crossings video. They replace the
 * config's as a whole, so the browser's path goes again.
 */
export const fakeCameraLaunchOptions = (file = gateVideoFile()) => ({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, ...fakeCameraArgs(file)],
});
