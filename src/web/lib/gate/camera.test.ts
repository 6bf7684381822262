import { describe, expect, it } from 'vitest';
import { cameraProblemOf, PROCESSING_WIDTH, STRIP_WIDTH, stripGeometry } from './camera';

describe('stripGeometry', () => {
  it('centres the strip on a line in the middle of a 640 × 480 picture', () => {
    const strip = stripGeometry(640, 480, 0.5);
    expect(strip).toEqual({ sourceLeft: 272, sourceWidth: 96, width: 48, height: 240, lineInStrip: 24 });
  });

  it('keeps the strip inside the picture when the line is dragged to an edge', () => {
    const left = stripGeometry(320, 240, 0.02);
    expect(left.sourceLeft).toBe(0);
    expect(left.lineInStrip).toBeCloseTo(6.4);
    const right = stripGeometry(320, 240, 1);
    expect(right.sourceLeft + right.sourceWidth).toBe(320);
    expect(right.lineInStrip).toBe(STRIP_WIDTH);
  });

  it('keeps a portrait picture its shape', () => {
    const strip = stripGeometry(480, 640, 0.25);
    expect(strip.height).toBe(Math.round((640 * PROCESSING_WIDTH) / 480));
    expect(strip.sourceLeft + strip.sourceWidth / 2).toBeCloseTo(120, 0);
  });
});

describe('cameraProblemOf', () => {
  it('names a refusal, a missing camera and anything else', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('no-camera');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('no-camera');
    expect(cameraProblemOf(new Error('odd'))).toBe('failed');
    expect(cameraProblemOf('odd')).toBe('failed');
  });
});
