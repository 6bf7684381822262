import { formatDuration } from '../../../../shared/format';
import { boardTexts } from '../../../../shared/messages';
import { useMyUserName } from '../../../api/my-account';
import { useSegments } from '../api/segments';
import { locationTexts } from '../texts';
import classes from './FastestSegments.module.css';

/** How many of an obstacle's fastest segments its row shows. */
export const FASTEST_SHOWN = 2;

/**
 * Under an obstacle's Tips and rules row: the fastest segments on it (all time, one per competitor,
 * ties sharing a place), from the runs timed with SPLIT, the signed-in member's own entry marked as on
 * the boards. One line, named for screen readers; the legend beside the Obstacles heading says what the
 * lines are, so each obstacle costs no extra line (the boards stay within a phone's screen and a half).
 * Nothing while they load, when they cannot load, or when nobody has split this obstacle yet: the row
 * is complete without them. Loaded on demand (ObstacleList), so the location page's first load does
 * not carry it.
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
  const me = useMyUserName();
  const segments = useSegments(locationId, 'all', FASTEST_SHOWN);
  const rows = segments.data?.[position]?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <div className={classes.fastest} data-testid="fastest-segments">
      <ol className={classes.list} aria-label={`${locationTexts.fastestHere} on ${name}`}>
        {rows.map((row) => {
          const mine = me !== null && row.user.userName === me;
          return (
            <li key={row.timeId} className={mine ? `${classes.row} ${classes.mine}` : classes.row}>
              <span className={classes.place}>{`${row.standing}.`}</span>{' '}
              <span className={classes.name} title={row.user.userName}>
                {row.user.userName}
              </span>
              {mine && (
                <>
                  {' '}
                  <span className={classes.you}>{boardTexts.you}</span>
                </>
              )}{' '}
              <span className={classes.time}>{formatDuration(row.segmentMs)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The key to the lines under the obstacles, beside the Obstacles heading: the same bar and the label
 * "Fastest here". Shown once any obstacle of the course has a fastest segment (the same query as the
 * lines, so no second request).
 */
export function FastestLegend({ locationId }: { locationId: number }) {
  const segments = useSegments(locationId, 'all', FASTEST_SHOWN);
  if (!segments.data?.some((obstacle) => obstacle.rows.length > 0)) return null;
  return (
    <p className={classes.legend} data-testid="fastest-legend">
      <strong>{locationTexts.fastestHere}</strong> {locationTexts.fastestHereCaption}
    </p>
  );
}
