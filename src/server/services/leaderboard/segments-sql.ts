import { type SQL, sql } from 'drizzle-orm';
import { activeCompetitor, epochMs, segmentOrder } from './board-sql';

/** One competitor's fastest segment on an obstacle, as the Segments query returns it. */
export interface SegmentRecord {
  standing: number;
  userName: string;
  photoUrl: string | null;
  segmentMs: number;
  timeId: number;
  completedMs: number;
}

interface SegmentsOf {
  locationId: number;
  /** The current obstacle order (split-course.ts `courseKey`). */
  course: string;
  obstacles: number;
  /** Earliest completion counted; null for all time. */
  since: Date | null;
  /** Competitors per obstacle. */
  limit: number;
}

const completedSince = (since: Date | null): SQL =>
  since ? sql`and s.time_completed >= ${since.toISOString()}::timestamptz` : sql``;

/**
 * The next segment of `position` in place order (segment, completion, time) that passes `after`:
 * one step down time_splits_fastest, index-only. Only splits of times that count on the boards are on
 * Segments (`on_board`, the board rule of migration 0016; the index holds only those).
 */
function nextSegment(position: SQL, after: SQL, of: SegmentsOf): SQL {
  return sql`
    select s.user_id, s.segment_ms, s.time_completed, s.time_id from time_splits s
    where s.location_id = ${of.locationId} and s.course = ${of.course} and s.position = ${position} and s.on_board
      ${completedSince(of.since)} ${after}
      and ${activeCompetitor(sql`s.user_id`)}
    order by ${segmentOrder('s')}
    limit 1`;
}

/**
 * All time and a year: per obstacle, a recursive walk down time_splits_fastest taking the next
 * segment of a competitor not seen yet, `limit` times, as the overview walks a board. Every segment
 * before a pick belongs to a competitor already seen, so each pick is that competitor's best and the
 * picks come in place order; ranking the picks gives the full board's places.
 */
function walkQuery(of: SegmentsOf): SQL {
  const stepAfter = sql`and (${segmentOrder('s')}) > (${segmentOrder('w')})
    and s.user_id <> all(w.seen)`;
  return sql`
    with recursive walk as (
      select o.position, f.user_id, f.segment_ms, f.time_completed, f.time_id, array[f.user_id] as seen
      from generate_series(0, ${of.obstacles - 1}) as o(position)
      cross join lateral (${nextSegment(sql`o.position`, sql``, of)}) f
      union all
      select w.position, n.user_id, n.segment_ms, n.time_completed, n.time_id, w.seen || n.user_id
      from walk w
      cross join lateral (${nextSegment(sql`w.position`, stepAfter, of)}) n
      where cardinality(w.seen) < ${of.limit}
    )
    select b.position, b.user_id, b.segment_ms, b.time_completed, b.time_id from walk b`;
}

/**
 * A month and shorter: the period's rows of the course (a range of time_splits_recent, a small
 * share of the course), each competitor's best per obstacle by DISTINCT ON, the first `limit` kept.
 */
function rangeQuery(of: SegmentsOf): SQL {
  return sql`
    select b.position, b.user_id, b.segment_ms, b.time_completed, b.time_id from (
      select p.*, row_number() over (partition by p.position order by ${segmentOrder('p')}) as n
      from (
        select distinct on (s.position, s.user_id) s.position, s.user_id, s.segment_ms, s.time_completed, s.time_id
        from time_splits s
        where s.location_id = ${of.locationId} and s.course = ${of.course} and s.on_board ${completedSince(of.since)}
          and ${activeCompetitor(sql`s.user_id`)}
        order by s.position, s.user_id, ${segmentOrder('s')}
      ) p
    ) b
    where b.n <= ${of.limit}`;
}

/**
 * Each obstacle's fastest segment per competitor, ranked as the boards rank (equal segments share a
 * place, 1, 2, 2, 4; the earlier completion is listed first), by position then place.
 */
export function segmentsQuery(of: SegmentsOf, walk: boolean): SQL {
  return sql`
    select r.position, (rank() over (partition by r.position order by r.segment_ms))::int as standing,
      u.user_name as "userName", u.photo_url as "photoUrl", r.segment_ms as "segmentMs", r.time_id as "timeId",
      ${epochMs(sql`r.time_completed`)} as "completedMs"
    from (${walk ? walkQuery(of) : rangeQuery(of)}) r
    -- A look-up by key per row (the limit keeps it one): as a join, the planner hashed every user
    -- for a few dozen rows.
    cross join lateral (select u.user_name, u.photo_url from users u where u.id = r.user_id limit 1) u
    order by r.position, ${segmentOrder('r')}`;
}
