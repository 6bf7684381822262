import { VisuallyHidden } from '@mantine/core';
import { formatDuration } from '../../../../shared/format';
import { useSegments } from '../api/segments';
import classes from './FastestSegments.module.css';

/** How many of an obstacle's fastest segments its row shows. */
export const FASTEST_SHOWN = 2;

/**
 * Under an obstacle's Tips and rules row: the fastest segments on it (all time, one per competitor,
 * ties sharing a place), from the runs timed with SPLIT. Nothing while they load, when they cannot
 * load, or when nobody has split this obstacle yet: the row is complete without them. Loaded on
 * demand (ObstacleList), so the location page's first load does not carry it.
 */
export default function FastestSegments({
  locationId,
  position,
  name,
}: {
  locationId: number;
  /** The obstacle's place in course order (an obstacle may stand on a course twice). */
  position: number;
  name: string;
}) {
  const segments = useSegments(locationId, 'all', FASTEST_SHOWN);
  const rows = segments.data?.[position]?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <div className={classes.fastest} data-testid="fastest-segments">
      {/* One line under the row: the course's obstacles must still fit about a screen on a phone. */}
      <VisuallyHidden component="p">{`Fastest on ${name}`}</VisuallyHidden>
      <ol className={classes.list}>
        {rows.map((row) => (
          <li key={row.timeId} className={classes.row}>
            <span className={classes.place}>{row.standing}.</span>
            <span className={classes.name}>{row.user.userName}</span>
            <span className={classes.time}>{formatDuration(row.segmentMs)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
