import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crossingScene,
  frameTime,
  lightChangeScene,
  type Pass,
  renderFrame,
  type Scene,
  shakeScene,
} from '../../../test-support/gate/synthetic-video';
import { decodeY4m, encodeY4m } from '../../../test-support/gate/y4m';
import { GateDetector, type GateEvent, type GateOptions, minimumRunMs } from './detector';

const STRIP = 48;

/**
 * Runs the gate over a scene's strip around the line: every crossing and every start/finish.
 * `beforeFrame` plays the member's taps (arm, cancel) at a frame's time.
 */
function runGate(
  scene: Scene,
  options: Partial<GateOptions> = {},
  beforeFrame: (gate: GateDetector, at: number) => void = () => {},
) {
  const gate = new GateDetector(options);
  const events: GateEvent[] = [];
  const left = scene.line - STRIP / 2;
  for (let index = 0; index < scene.frames; index++) {
    beforeFrame(gate, frameTime(scene, index));
    const pixels = renderFrame(scene, index, left, STRIP);
    const event = gate.push({
      pixels,
      width: STRIP,
      height: scene.height,
      capturedAt: frameTime(scene, index),
    });
    if (event) events.push(event);
  }
  return { gate, events };
}

const errorsOf = (gate: GateDetector, passes: Pass[]) =>
  gate.crossings.map((crossing, i) => Math.abs(crossing.at - passes[i].crossAt));

// Each test renders and scans hundreds of frames: seconds on a quiet machine, far more on a busy CI one.
describe('GateDetector on generated video', { timeout: 120_000 }, () => {
  it('times 24 crossings, both ways, walk to sprint, each within 20 ms of the truth', () => {
    const scene = crossingScene(24);
    const { gate } = runGate(scene, { minRunMs: 1_000 });
    expect(gate.crossings.map((crossing) => crossing.direction)).toEqual(
      scene.passes.map((pass) => pass.direction),
    );
    expect(Math.max(...errorsOf(gate, scene.passes))).toBeLessThan(20);
  });

  it('never triggers on a cloud, an exposure jump or a flicker', () => {
    const { gate } = runGate(lightChangeScene());
    expect(gate.crossings).toEqual([]);
    expect(gate.state).toBe('ARMED');
  });

  it('never triggers on a camera shaking by 2 pixels', () => {
    const { gate } = runGate(shakeScene());
    expect(gate.crossings).toEqual([]);
  });

  it('finds a body crossing while the light changes and the camera shakes', () => {
    const scene = { ...crossingScene(10, 12), shake: 2, light: lightChangeScene().light };
    const { gate } = runGate(scene, { minRunMs: 1_000 });
    expect(gate.crossings).toHaveLength(10);
    expect(Math.max(...errorsOf(gate, scene.passes))).toBeLessThan(20);
  });

  it('goes ARMED → RUNNING → FINISHED, skipping crossings before the minimum run time', () => {
    const pass = (crossAt: number, direction: Pass['direction']): Pass => ({
      crossAt,
      speed: 400,
      direction,
      size: 36,
    });
    // Out over the line, back over it 2 s later (too soon), then the finish 8 s after the start.
    const passes = [pass(1_000, 'right'), pass(3_000, 'left'), pass(9_000, 'right'), pass(11_000, 'left')];
    const scene = { ...crossingScene(1), passes, frames: 360 };
    const { gate, events } = runGate(scene, { minRunMs: minimumRunMs(null) });
    expect(events.map((event) => event.type)).toEqual(['start', 'finish']);
    const [start, finish] = events;
    expect(Math.abs(start.at - 1_000)).toBeLessThan(20);
    expect(Math.abs(finish.at - 9_000)).toBeLessThan(20);
    expect(finish.type === 'finish' && Math.abs(finish.durationMs - 8_000)).toBeLessThan(40);
    expect(gate.state).toBe('FINISHED');
    expect(gate.crossings).toHaveLength(4);
  });

  it('cancels to IDLE, where crossings start nothing, and arms again', () => {
    const { gate, events } = runGate(crossingScene(2), { minRunMs: 500 }, (gate, at) => {
      if (at === 0) gate.cancel();
      if (at > 3_000 && gate.state === 'IDLE') gate.arm();
    });
    expect(gate.crossings).toHaveLength(2);
    expect(events.map((event) => event.type)).toEqual(['start']);
    expect(gate.state).toBe('RUNNING');
  });

  it('refuses a frame whose pixels do not match its size', () => {
    const gate = new GateDetector();
    expect(() => gate.push({ pixels: new Uint8Array(10), width: 4, height: 4, capturedAt: 0 })).toThrow(
      RangeError,
    );
  });

  it('times any one crossing within 20 ms: speed, size, direction, phase and noise', () => {
    const passArb = fc.record({
      speed: fc.double({ min: 60, max: 900, noNaN: true }),
      size: fc.double({ min: 24, max: 60, noNaN: true }),
      direction: fc.constantFrom<Pass['direction']>('right', 'left'),
      phase: fc.double({ min: 0, max: 33.3, noNaN: true }),
    });
    fc.assert(
      fc.property(
        passArb,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 1_000 }),
        (p, noise, seed) => {
          const crossAt = 1_000 + p.phase;
          const scene = { ...crossingScene(1, seed), passes: [{ ...p, crossAt }], noise, frames: 54 };
          const { gate } = runGate(scene, { minRunMs: 1_000 });
          expect(gate.crossings).toHaveLength(1);
          expect(Math.abs(gate.crossings[0].at - crossAt)).toBeLessThan(20);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('minimumRunMs', () => {
  it("is the course's minimum time, else 5 s", () => {
    expect(minimumRunMs(45)).toBe(45_000);
    expect(minimumRunMs(null)).toBe(5_000);
    expect(minimumRunMs(0)).toBe(5_000);
  });
});

describe('y4m', { timeout: 60_000 }, () => {
  it('round-trips frames and the gate reads a crossing from the file', () => {
    const scene = { ...crossingScene(1, 4), frames: 54 };
    const frames = Array.from({ length: scene.frames }, (_, index) => renderFrame(scene, index));
    const file = encodeY4m(scene, frames);
    expect(new TextDecoder().decode(file.subarray(0, 43))).toMatch(
      /^YUV4MPEG2 W320 H240 F30:1 Ip A1:1 C420jpeg\n/,
    );
    expect(file.length).toBe(
      `YUV4MPEG2 W320 H240 F30:1 Ip A1:1 C420jpeg\n`.length + 54 * (6 + 320 * 240 * 1.5),
    );
    const decoded = decodeY4m(file);
    expect(decoded.format).toEqual({ width: 320, height: 240, fps: 30 });
    // Compared as bytes: the matcher's deep equality is slow on 54 pictures.
    const same = decoded.frames.every((luma, i) => Buffer.from(luma).equals(Buffer.from(frames[i])));
    expect(same && decoded.frames.length === frames.length).toBe(true);
    const gate = new GateDetector();
    decoded.frames.forEach((luma, index) => {
      const pixels = cropColumns(luma, 320, 240, scene.line - STRIP / 2, STRIP);
      gate.push({ pixels, width: STRIP, height: 240, capturedAt: (index * 1000) / decoded.format.fps });
    });
    expect(gate.state).toBe('RUNNING');
    expect(Math.abs((gate.startTime ?? 0) - scene.passes[0].crossAt)).toBeLessThan(20);
  });

  it('refuses an odd size and a file that is not y4m', () => {
    expect(() => encodeY4m({ width: 3, height: 2, fps: 30 }, [])).toThrow(RangeError);
    expect(() => decodeY4m(new TextEncoder().encode('RIFF\n'))).toThrow('Not a YUV4MPEG2 file.');
  });
});

/** Columns [left, left + stripWidth) of a grey picture, clamped to the picture. */
function cropColumns(
  grey: Uint8Array,
  width: number,
  height: number,
  left: number,
  stripWidth: number,
): Uint8Array {
  const from = Math.max(0, Math.min(width - stripWidth, Math.round(left)));
  const strip = new Uint8Array(stripWidth * height);
  for (let y = 0; y < height; y++) {
    strip.set(grey.subarray(y * width + from, y * width + from + stripWidth), y * stripWidth);
  }
  return strip;
}
