import { createWriteStream } from 'node:fs';
import { renderFrame, type Scene } from '../test-support/gate/synthetic-video';
import { y4mFrame, y4mHeader } from '../test-support/gate/y4m';

/**
 * Writes a generated scene as a .y4m file for Chromium's fake camera, frame by frame: a minute of
 * 320×240 is 200 MB, too much to hold at once. Used by scripts/gate-video.ts, the gate journey and
 * bench/gate-frames.ts.
 */
export async function writeGateVideo(
  path: string,
  scene: Scene,
  /** Draws on each frame's luma before it is written (the journey marks each frame's number). */
  mark?: (luma: Uint8Array, index: number) => void,
): Promise<void> {
  const file = createWriteStream(path);
  file.write(y4mHeader(scene));
  for (let index = 0; index < scene.frames; index++) {
    const luma = renderFrame(scene, index);
    mark?.(luma, index);
    if (!file.write(y4mFrame(luma, scene))) {
      await new Promise<void>((resolve) => file.once('drain', () => resolve()));
    }
  }
  await new Promise<void>((resolve, reject) =>
    file.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}
