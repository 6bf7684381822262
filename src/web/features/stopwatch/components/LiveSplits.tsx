import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '../../../../shared/format';
import { useMySplits } from '../../../api/splits';
import { SplitDelta } from '../../../components/SplitDelta';
import type { SplitControls } from '../../../lib/timing/hooks/use-splits';
import { describeComparison } from '../../../lib/timing/split-tones';
import type { StopwatchState } from '../../../lib/timing/stopwatch';
import { obstacleOf, splitAnnouncement, timingTexts } from '../../../lib/timing/texts';
import { earlierRunsFor, type LiveSplit, liveSplits } from '../lib/live-splits';
import classes from './Stopwatch.module.css';

/**
 * The run's splits on the stopwatch: the obstacle being run (what SPLIT closes next), each closed
 * segment with its time and its difference to the member's personal best (a guest sees times only),
 * and each split read out to screen readers as it is taken. Shown only on a course with obstacles.
 */
export function LiveSplits({
  locationId,
  state,
  splits,
}: {
  locationId: number;
  state: StopwatchState;
  splits: SplitControls;
}) {
  const course = state.course ?? [];
  // Fetched once the course has obstacles, before or at START (a guest has no personal best).
  const mine = useMySplits(locationId, course.length >= 2 || splits.available);
  const rows = liveSplits(splits.taken, earlierRunsFor(mine.data, course));
  const announcement = useSplitAnnouncement(rows, splits);
  const { current } = splits;
  if (!current && rows.length === 0 && !splits.leftOff) return null;

  return (
    <Stack gap="xs" data-testid="live-splits">
      {current && (
        <Group gap="xs" justify="center" wrap="nowrap" data-testid="current-obstacle">
          <Text size="sm" c="dimmed" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {obstacleOf(current.number, current.of)}
          </Text>
          <Text fw={700} size="lg" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
            {current.obstacle.name}
          </Text>
        </Group>
      )}
      {rows.length > 0 && (
        <ol className={classes.splits} aria-label={timingTexts.splitsHeading}>
          {rows.map((row, position) => (
            <li key={row.ms} className={classes.split}>
              <span className={classes.splitName}>
                <span>{`${position + 1}.`}</span> <span>{row.name}</span>
              </span>
              <span className={classes.splitTime}>{formatDuration(row.segmentMs)}</span>
              <SplitDelta comparison={row} />
            </li>
          ))}
        </ol>
      )}
      {splits.leftOff && (
        <Text size="sm" c="dimmed" ta="center">
          {timingTexts.splitsLeftOff}
        </Text>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}

/** The words a screen reader hears: the split just taken and what is next, or the undo. */
function useSplitAnnouncement(rows: LiveSplit[], splits: SplitControls): string {
  const [text, setText] = useState('');
  const count = useRef(rows.length);
  const last = rows.at(-1);
  const next = splits.current?.obstacle.name ?? null;
  useEffect(() => {
    const before = count.current;
    count.current = rows.length;
    if (rows.length > before && last) {
      const segment = formatDuration(last.segmentMs);
      setText(splitAnnouncement(last.name, segment, describeComparison(last), next));
    } else if (rows.length < before && next) {
      setText(`${timingTexts.undoSplit}. ${next}`);
    }
  }, [rows.length, last, next]);
  return text;
}
