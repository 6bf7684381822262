import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithFakeCamera, type markFrameNumber, twoCrossingScene } from '../e2e/support/fake-camera';
import { writeGateVideo } from '../scripts/gate-video-file';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';

/** The crossings video of the gate benches: two people 6.317 s apart in a 13 s loop. */
export const GATE_GAP_MS = 6_317;

/**
 * For a gate bench: the built app on a fresh embedded database with the demo data, and Chromium
 * with the crossings video as its camera (frames numbered when `mark` is given). `close` ends both
 * and removes the folder.
 */
export async function startGateBench(port: string, mark?: typeof markFrameNumber) {
  const folder = mkdtempSync(join(tmpdir(), 'courseclock-gate-bench-'));
  const video = join(folder, 'crossings.y4m');
  await writeGateVideo(video, twoCrossingScene(GATE_GAP_MS, 13_000), mark);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: join(folder, 'data'),
    DATABASE_URL: '',
    PORT: port,
    LOG_LEVEL: 'warn',
  });
  const server = await startServer(config);
  const { browser, page } = await launchWithFakeCamera(video, { baseURL: `http://127.0.0.1:${config.port}` });
  const close = async () => {
    await browser.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  return { page, close };
}
