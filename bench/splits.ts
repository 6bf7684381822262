/**
 * The splits part of `npm run bench` (bench/leaderboard.ts): requests for a save with splits,
 * MySplits and Segments, and the EXPLAIN ANALYZE of their queries (their figures: bench/board-figures.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/client';
import { periodStart } from '../src/server/services/leaderboard/period';
import { segmentsQuery } from '../src/server/services/leaderboard/segments-sql';
import { splitHistoryQuery } from '../src/server/services/leaderboard/split-history';
import { explainQuery, type PlanSummary } from './explain';
import type { RequestSpec } from './load';

/** Each park's obstacles in course order. */
export async function readCourses(db: Db): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ locationId: number; ids: number[] }>(
    db,
    sql`select location_id as "locationId", array_agg(equipment_id order by index) as ids
        from site_equipment group by location_id`,
  );
  return new Map(rows.map((row) => [row.locationId, row.ids.map(Number)]));
}

/** A member's save of a run finished within the last hour, with an Idempotency-Key. */
export function saveRequest(run: {
  token: string;
  key: string;
  locationId: number;
  duration: number;
  splits?: Array<{ equipmentId: number; ms: number }>;
  next: () => number;
}): RequestSpec {
  const completed = Date.now() - Math.floor(run.next() * 3_600_000);
  return {
    method: 'POST',
    path: '/api/Leaderboard/AddToLeaderboard',
    headers: { authorization: `Bearer ${run.token}`, 'idempotency-key': run.key },
    body: {
      locationId: run.locationId,
      timeStarted: new Date(completed - run.duration).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
      duration: run.duration,
      ...(run.splits ? { splits: run.splits } : {}),
    },
  };
}

/** Users bN are ids N; their home park (bench/seed.ts) is 1 + N % parks. */
const homePark = (userId: number, parks: number) => 1 + (userId % parks);

interface SplitRequestArgs {
  tokens: string[];
  courses: Map<number, number[]>;
  next: () => number;
  parks: number;
  runId: string;
}

export function splitRequestSets({ tokens, courses, next, parks, runId }: SplitRequestArgs) {
  const many = (make: (serial: number) => RequestSpec) => Array.from({ length: 1000 }, (_, i) => make(i));
  const park = () => 1 + Math.floor(next() * parks);
  return {
    addWithSplits: many((serial) => {
      const locationId = park();
      const course = courses.get(locationId) ?? [];
      const duration = 30_000 + Math.floor(next() * 120_000);
      const weights = course.map(() => 0.5 + next());
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let upto = 0;
      const splits = course.map((equipmentId, position) => {
        upto += weights[position];
        const ms = position === course.length - 1 ? duration : Math.floor((duration * upto) / total);
        return { equipmentId, ms };
      });
      const token = tokens[serial % tokens.length];
      return saveRequest({
        token,
        key: `bench-splits-${runId}-${serial}`,
        locationId,
        duration,
        splits,
        next,
      });
    }),
    /** Each member's home park, where they have runs with splits. */
    mySplits: many((serial) => {
      const user = 1 + (serial % tokens.length);
      return {
        method: 'GET',
        path: `/api/Leaderboard/MySplits/${homePark(user, parks)}`,
        headers: { authorization: `Bearer ${tokens[user - 1]}` },
      };
    }),
    segmentsAll: many(() => ({ method: 'GET', path: `/api/Leaderboard/Segments/${park()}?period=all` })),
    segmentsMonth: many(() => ({ method: 'GET', path: `/api/Leaderboard/Segments/${park()}?period=month` })),
  };
}

export const SPLIT_LABELS = {
  addWithSplits: 'AddToLeaderboard with splits',
  mySplits: 'MySplits',
  segmentsAll: 'Segments (all time)',
  segmentsMonth: 'Segments (month)',
} as const;

/** The queries behind MySplits (and a save's comparison) and Segments, at park 1. */
export async function splitPlans(db: Db, now: Date, parks: number): Promise<PlanSummary[]> {
  const course = (await readCourses(db)).get(1) ?? [];
  const key = course.join(',');
  const [member] = await queryRows<{ userId: number }>(
    db,
    sql`select user_id as "userId" from time_splits where location_id = 1 and user_id % ${parks} = 0
        group by user_id order by count(*) desc limit 1`,
  );
  const segments = (since: Date | null, walk: boolean) =>
    segmentsQuery({ locationId: 1, course: key, obstacles: course.length, since, limit: 10 }, walk);
  return [
    await explainQuery(
      db,
      "a member's splits at their home park (MySplits, a save's comparison)",
      splitHistoryQuery({ userId: member.userId, locationId: 1, course: key }),
    ),
    await explainQuery(db, 'Segments, all time (walk)', segments(null, true)),
    await explainQuery(db, 'Segments, year (walk)', segments(periodStart('year', now), true)),
    await explainQuery(db, 'Segments, month (range)', segments(periodStart('month', now), false)),
  ];
}
