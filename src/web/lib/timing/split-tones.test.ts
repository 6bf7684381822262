import { describe, expect, it } from 'vitest';
import { contrast } from '../../theme-variants';
import { describeComparison, formatDelta, SPLIT_TONE_COLORS, splitTone } from './split-tones';

describe('split tones', () => {
  it('follow a splits timer: ahead or behind, gaining or losing, gold above all', () => {
    expect(splitTone({ deltaMs: -500, segmentDeltaMs: -100, gold: false })).toBe('aheadGaining');
    expect(splitTone({ deltaMs: -500, segmentDeltaMs: 100, gold: false })).toBe('aheadLosing');
    expect(splitTone({ deltaMs: 500, segmentDeltaMs: -100, gold: false })).toBe('behindGaining');
    expect(splitTone({ deltaMs: 500, segmentDeltaMs: 100, gold: false })).toBe('behindLosing');
    expect(splitTone({ deltaMs: 500, segmentDeltaMs: 100, gold: true })).toBe('gold');
    expect(splitTone({ deltaMs: null, segmentDeltaMs: null, gold: false })).toBe('none');
    expect(splitTone({ deltaMs: 0, segmentDeltaMs: 0, gold: false })).toBe('aheadGaining');
  });

  it('read in sunlight: every text on its fill at 7:1 or more (WCAG AAA, well past 4.5:1)', () => {
    for (const [tone, { background, color }] of Object.entries(SPLIT_TONE_COLORS)) {
      expect(contrast(color, background), tone).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('differences in words and figures', () => {
  it('are signed seconds under a minute, m:ss.hh above', () => {
    expect(formatDelta(-2_318)).toBe('\u22122.31');
    expect(formatDelta(1_200)).toBe('+1.20');
    expect(formatDelta(0)).toBe('\u00b10.00');
    expect(formatDelta(64_200)).toBe('+1:04.20');
  });

  it('say ahead or behind, gaining or losing, and gold', () => {
    expect(describeComparison({ deltaMs: -2_310, segmentDeltaMs: -400, gold: true })).toBe(
      'best segment, 2.31 seconds ahead, gaining 0.40 seconds',
    );
    expect(describeComparison({ deltaMs: 1_200, segmentDeltaMs: 300, gold: false })).toBe(
      '1.20 seconds behind, losing 0.30 seconds',
    );
    expect(describeComparison({ deltaMs: null, segmentDeltaMs: null, gold: false })).toBe('');
  });
});
