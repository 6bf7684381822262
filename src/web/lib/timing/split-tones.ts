import { formatDuration } from '../../../shared/format';

/**
 * How a split compares with the member's personal best, in a splits timer's colours: ahead (green)
 * or behind (red) on the whole run so far, dark while this segment gains on the personal best and
 * light while it loses, gold for a segment faster than any before it. Solid fills with dark or white
 * text, every pair at least 7:1 (split-tones.test.ts), so they read in sunlight; the words say the
 * same for screen readers and for anyone who does not tell the colours apart.
 */
type SplitTone = 'gold' | 'aheadGaining' | 'aheadLosing' | 'behindGaining' | 'behindLosing' | 'none';

export const SPLIT_TONE_COLORS: Record<SplitTone, { background: string; color: string }> = {
  gold: { background: '#f5c518', color: '#2b2000' },
  aheadGaining: { background: '#0b5d2a', color: '#ffffff' },
  aheadLosing: { background: '#c8f2d3', color: '#0a3d1c' },
  behindGaining: { background: '#ffd9d6', color: '#6e0d08' },
  behindLosing: { background: '#9e1409', color: '#ffffff' },
  none: { background: '#e9ecef', color: '#212529' },
};

/** What the tone is drawn from: a split's deltas against the personal best and whether it is gold. */
export interface SplitComparison {
  deltaMs: number | null;
  segmentDeltaMs: number | null;
  gold: boolean;
}

/** A run level with its personal best at a split counts as ahead (it has not lost anything). */
export function splitTone({ deltaMs, segmentDeltaMs, gold }: SplitComparison): SplitTone {
  if (gold) return 'gold';
  if (deltaMs === null) return 'none';
  const gaining = (segmentDeltaMs ?? 0) <= 0;
  if (deltaMs <= 0) return gaining ? 'aheadGaining' : 'aheadLosing';
  return gaining ? 'behindGaining' : 'behindLosing';
}

/** '−2.31', '+1:04.20', '±0.00': a difference as a splits timer writes it (under a minute in seconds). */
export function formatDelta(ms: number): string {
  const sign = ms < 0 ? '\u2212' : ms > 0 ? '+' : '\u00b1';
  const size = Math.abs(ms);
  const text = size < 60_000 ? (Math.floor(size / 10) / 100).toFixed(2) : formatDuration(size);
  return `${sign}${text}`;
}

/** '2.31 seconds', '1:04.20': an amount of time as a screen reader should say it. */
function spoken(ms: number): string {
  const size = Math.abs(ms);
  return size < 60_000 ? `${(Math.floor(size / 10) / 100).toFixed(2)} seconds` : formatDuration(size);
}

/** The comparison in words: 'best segment, 2.31 seconds ahead, gaining 0.40 seconds'. */
export function describeComparison({ deltaMs, segmentDeltaMs, gold }: SplitComparison): string {
  const parts: string[] = [];
  if (gold) parts.push('best segment');
  if (deltaMs !== null) {
    parts.push(deltaMs <= 0 ? `${spoken(deltaMs)} ahead` : `${spoken(deltaMs)} behind`);
    if (segmentDeltaMs !== null && segmentDeltaMs !== 0) {
      parts.push(
        segmentDeltaMs < 0 ? `gaining ${spoken(segmentDeltaMs)}` : `losing ${spoken(segmentDeltaMs)}`,
      );
    }
  }
  return parts.join(', ');
}
