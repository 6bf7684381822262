// `npx tsx scripts/gate-video.ts [folder]`: writes the gate's test videos as .y4m files for
// Chromium's fake camera (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`):
// crossings.y4m (figures crossing the line at known instants, listed in crossings.json),
// light-change.y4m and shake.y4m (no one; the gate must stay ARMED). See docs/timing.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  crossingScene,
  lightChangeScene,
  type Scene,
  shakeScene,
} from '../test-support/gate/synthetic-video';
import { writeGateVideo } from './gate-video-file';

const folder = process.argv[2] ?? 'test-results/gate-video';
const count = Number(process.env.GATE_VIDEO_CROSSINGS ?? 12);

async function writeVideo(name: string, scene: Scene): Promise<void> {
  await writeGateVideo(join(folder, name), scene);
  console.log(
    `Wrote ${join(folder, name)} (${scene.frames} frames at ${scene.fps} fps, line at x=${scene.line})`,
  );
}

mkdirSync(folder, { recursive: true });
const crossings = crossingScene(count);
await writeVideo('crossings.y4m', crossings);
writeFileSync(
  join(folder, 'crossings.json'),
  `${JSON.stringify({ line: crossings.line, passes: crossings.passes }, null, 2)}\n`,
);
await writeVideo('light-change.y4m', lightChangeScene());
await writeVideo('shake.y4m', shakeScene());
