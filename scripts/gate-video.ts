// `npx tsx scripts/gate-video.ts [folder]`: writes the gate's test videos as .y4m files for
// Chromium's fake camera (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`):
// crossings.y4m (figures crossing the line at known instants, listed in crossings.json),
// light-change.y4m and shake.y4m (no one; the gate must stay ARMED). See docs/timing.md.
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  crossingScene,
  lightChangeScene,
  renderFrame,
  type Scene,
  shakeScene,
} from '../src/shared/gate/synthetic-video';
import { y4mFrame, y4mHeader } from '../src/shared/gate/y4m';

const folder = process.argv[2] ?? 'test-results/gate-video';
const count = Number(process.env.GATE_VIDEO_CROSSINGS ?? 12);

/** Streams frame by frame: a minute of 320×240 is 200 MB, too much to hold at once. */
async function writeVideo(name: string, scene: Scene): Promise<void> {
  const file = createWriteStream(join(folder, name));
  file.write(y4mHeader(scene));
  for (let index = 0; index < scene.frames; index++) {
    if (!file.write(y4mFrame(renderFrame(scene, index), scene))) {
      await new Promise<void>((resolve) => file.once('drain', () => resolve()));
    }
  }
  await new Promise<void>((resolve, reject) =>
    file.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
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
