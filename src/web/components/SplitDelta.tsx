import { VisuallyHidden } from '@mantine/core';
import {
  describeComparison,
  formatDelta,
  SPLIT_TONE_COLORS,
  type SplitComparison,
  splitTone,
} from '../lib/timing/split-tones';

/**
 * A split's difference to the personal best as a splits timer shows it: a solid chip in the tone's
 * colours ('−0.31', gold when the segment is the best yet), with the comparison in words for screen
 * readers. Nothing when there is nothing to compare with.
 */
export function SplitDelta({ comparison }: { comparison: SplitComparison }) {
  const { deltaMs, gold } = comparison;
  if (deltaMs === null && !gold) return null;
  const tone = splitTone(comparison);
  const { background, color } = SPLIT_TONE_COLORS[tone];
  const text = [deltaMs !== null ? formatDelta(deltaMs) : '', gold ? 'Gold' : ''].filter(Boolean).join(' ');
  return (
    <span
      data-tone={tone}
      style={{
        background,
        color,
        borderRadius: 6,
        padding: '2px 8px',
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        display: 'inline-block',
      }}
    >
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden component="span">{describeComparison(comparison)}</VisuallyHidden>
    </span>
  );
}
