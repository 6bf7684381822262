import { GateDetector } from '../src/shared/gate/detector';
import { crossingScene, frameTime, renderFrame, type Scene } from '../test-support/gate/synthetic-video';

/**
 * The camera gate's accuracy and cost on generated video (src/shared/gate/synthetic-video.ts):
 * GATE_CROSSINGS (40) crossings, walk to sprint, in four seeds, with and without a 2 px shake; the
 * error of each crossing against its known instant, and the detector's time per frame in this
 * process (a phone's worker is slower). `npx tsx bench/gate-accuracy.ts`
 */
const CROSSINGS = Number(process.env.GATE_CROSSINGS ?? 40);
const STRIP = 48;

function measure(scene: Scene) {
  const gate = new GateDetector({ minRunMs: 1_000 });
  let busy = 0;
  let slowest = 0;
  for (let index = 0; index < scene.frames; index++) {
    const pixels = renderFrame(scene, index, scene.line - STRIP / 2, STRIP);
    const started = performance.now();
    gate.push({ pixels, width: STRIP, height: scene.height, capturedAt: frameTime(scene, index) });
    const spent = performance.now() - started;
    busy += spent;
    slowest = Math.max(slowest, spent);
  }
  // Each pass against the crossing nearest it; crossings near no pass are false starts.
  const errors = scene.passes.map((pass) =>
    Math.min(...gate.crossings.map((crossing) => Math.abs(crossing.at - pass.crossAt))),
  );
  return { found: gate.crossings.length, errors, perFrame: busy / scene.frames, slowest };
}

for (const shake of [0, 2]) {
  const errors: number[] = [];
  let found = 0;
  let perFrame = 0;
  let slowest = 0;
  const seeds = [11, 12, 13, 14];
  for (const seed of seeds) {
    const result = measure({ ...crossingScene(CROSSINGS / seeds.length, seed), shake });
    errors.push(...result.errors);
    found += result.found;
    perFrame += result.perFrame / seeds.length;
    slowest = Math.max(slowest, result.slowest);
  }
  const mean = errors.reduce((sum, error) => sum + error, 0) / errors.length;
  console.log(
    `shake ${shake} px: ${found}/${CROSSINGS} crossings found, error max ${Math.max(...errors).toFixed(1)} ms,` +
      ` mean ${mean.toFixed(1)} ms; detector ${perFrame.toFixed(2)} ms a frame (slowest ${slowest.toFixed(1)} ms)` +
      ` for a ${STRIP}×240 strip`,
  );
}
