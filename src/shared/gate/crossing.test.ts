import { describe, expect, it } from 'vitest';
import { CrossingTracker } from './crossing';
import type { Run } from './strip';

const settings = { line: 24, width: 48, minWidth: 3, persistence: 2, clearFrames: 2, clearMargin: 4 };

/** Feeds one frame's runs every 100 ms from t = 0 and returns every crossing. */
function track(frames: Run[][], overrides: Partial<typeof settings> = {}) {
  const tracker = new CrossingTracker({ ...settings, ...overrides });
  return frames.flatMap((runs, i) => tracker.push({ at: i * 100, runs }) ?? []);
}

const clear: Run[] = [];

describe('CrossingTracker', () => {
  it('interpolates when the leading edge reaches the line between two frames', () => {
    // Moving right: edge at 14, then 34; the line at 24 is reached halfway.
    const crossings = track([clear, clear, [{ lo: 0, hi: 14 }], [{ lo: 4, hi: 34 }], [{ lo: 20, hi: 48 }]]);
    expect(crossings).toEqual([{ at: 250, direction: 'right' }]);
  });

  it('follows the left edge of a body moving left', () => {
    const crossings = track([clear, clear, [{ lo: 40, hi: 48 }], [{ lo: 20, hi: 48 }], [{ lo: 2, hi: 40 }]]);
    expect(crossings).toEqual([{ at: 280, direction: 'left' }]);
  });

  it('traces back a body first seen across the line from its speed in the next frame', () => {
    // Edge at 30 then 40: 10 px a frame, so the line (6 px back) was reached 60 ms before.
    const crossings = track([clear, clear, [{ lo: 10, hi: 30 }], [{ lo: 20, hi: 40 }]]);
    expect(crossings).toEqual([{ at: 140, direction: 'right' }]);
  });

  it('carries the earlier speed when the body reaches past the strip', () => {
    // Edges 4 → 14, then the strip's border: 10 px a frame from 14 puts the line at 100 ms later.
    const crossings = track([
      clear,
      clear,
      [{ lo: 0, hi: 4 }],
      [{ lo: 0, hi: 14 }],
      [{ lo: 0, hi: 48 }],
      [{ lo: 10, hi: 48 }],
    ]);
    expect(crossings).toEqual([{ at: 400, direction: 'right' }]);
  });

  it('times a narrow body that jumps the line between two frames', () => {
    // Wholly left (edge 20), then wholly right (edge 40): the line was reached at a fifth.
    const crossings = track([clear, clear, [{ lo: 5, hi: 20 }], [{ lo: 26, hi: 40 }], [{ lo: 40, hi: 48 }]]);
    expect(crossings).toEqual([{ at: 220, direction: 'right' }]);
  });

  it('does not count a body lingering by the line again each time it touches it', () => {
    const by: Run[] = [{ lo: 2, hi: 22 }];
    const on: Run[] = [{ lo: 6, hi: 26 }];
    const crossings = track([clear, clear, [{ lo: 0, hi: 14 }], on, by, by, on, by, by, by, on]);
    expect(crossings).toHaveLength(1);
  });

  it('ignores a body seen in one frame only', () => {
    expect(track([clear, clear, [{ lo: 20, hi: 30 }], clear, clear])).toEqual([]);
  });

  it('ignores runs narrower than a body', () => {
    expect(track([clear, clear, [{ lo: 23, hi: 25 }], [{ lo: 23, hi: 25 }], clear])).toEqual([]);
  });

  it('counts a body standing on the line once, and the next only after the line was clear', () => {
    const onLine: Run[] = [{ lo: 14, hi: 34 }];
    const before: Run[] = [{ lo: 0, hi: 14 }];
    const frames = [
      clear,
      clear,
      before,
      onLine,
      onLine,
      onLine,
      clear,
      onLine,
      clear,
      clear,
      before,
      onLine,
      onLine,
    ];
    const crossings = track(frames);
    expect(crossings.map((crossing) => crossing.at)).toEqual([250, 1050]);
  });

  it('answers at once when one frame is enough', () => {
    const tracker = new CrossingTracker({ ...settings, persistence: 1 });
    tracker.push({ at: 0, runs: clear });
    tracker.push({ at: 100, runs: clear });
    tracker.push({ at: 200, runs: [{ lo: 0, hi: 14 }] });
    expect(tracker.push({ at: 300, runs: [{ lo: 4, hi: 34 }] })).toEqual({ at: 250, direction: 'right' });
  });
});
