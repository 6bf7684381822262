import type { TitleOrder } from '@mantine/core';
import type { Period } from '../../shared/limits';
import { useBoardLimit, useListResults } from '../api/leaderboard';
import { Leaderboard } from './Leaderboard';
import { QueryState } from './QueryState';

/**
 * One of a location's boards (casual or Comp) for a period, its first 50 places and the member's
 * own row, with Show more for the next 50: what the location page, the admin results and any other
 * screen showing a location's board render.
 */
export function LocationBoard({
  locationId,
  period,
  official,
  title,
  recordTimeHref,
  headingOrder,
  note,
  timeZone,
}: {
  locationId: number;
  period: Period;
  official: boolean;
  title: string;
  recordTimeHref?: string;
  headingOrder?: TitleOrder;
  /** A short line under the board's heading. */
  note?: string;
  /** The course's clocks, for the runs' dates. */
  timeZone?: string;
}) {
  const { limit, showMore } = useBoardLimit();
  const results = useListResults({ locationId, period, official }, limit);
  return (
    <QueryState query={results} loading={`Loading the ${title} board…`}>
      {(board) => (
        <Leaderboard
          title={title}
          rows={board.rows}
          ownRow={board.ownRow}
          more={{ total: board.total, onShowMore: showMore, loading: results.isPlaceholderData }}
          official={official}
          recordTimeHref={recordTimeHref}
          headingOrder={headingOrder}
          note={note}
          timeZone={timeZone}
        />
      )}
    </QueryState>
  );
}
