import { and, count, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { TimingMethod } from '../../../shared/timing-method';
import { containing } from '../../db/like';
import { events, locations, times, users } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

export interface LocationTimesQuery {
  locationId: number;
  page: number;
  pageSize: number;
  /** Competitors whose user name contains this, in any case ('' or absent: everyone). */
  userName?: string;
  /** Only casual times under the plausible minimum. */
  hiddenOnly: boolean;
}

export interface LocationTimeRecord {
  id: number;
  duration: number;
  timeStarted: Date;
  timeCompleted: Date;
  official: boolean;
  timingMethod: TimingMethod;
  user: { id: number; userName: string; disabled: boolean };
  event: { id: number; name: string } | null;
  /** Casual and under the location's plausible minimum: stored, but off every board. */
  hidden: boolean;
}

export interface LocationTimesPage {
  total: number;
  page: number;
  pageSize: number;
  times: LocationTimeRecord[];
}

/**
 * Every time at a location, casual and official, disabled competitors and hidden times included, newest
 * finish first (admins' Time screen, where any of them can be deleted). Disabled locations too.
 */
export async function listLocationTimes(
  { db }: Deps<'db'>,
  query: LocationTimesQuery,
): Promise<LocationTimesPage> {
  const [location] = await db
    .select({ minimumSeconds: locations.minimumSeconds })
    .from(locations)
    .where(eq(locations.id, query.locationId));
  if (!location) throw notFound('Location');
  const minimumMs = location.minimumSeconds === null ? null : location.minimumSeconds * 1000;

  const hiddenFilter: SQL | undefined = !query.hiddenOnly
    ? undefined
    : minimumMs === null
      ? sql`false`
      : and(eq(times.official, false), lt(times.duration, minimumMs));
  const where = and(
    eq(times.locationId, query.locationId),
    query.userName ? ilike(users.userName, containing(query.userName)) : undefined,
    hiddenFilter,
  );

  const [{ total }] = await db
    .select({ total: count() })
    .from(times)
    .innerJoin(users, eq(users.id, times.userId))
    .where(where);
  const rows = await db
    .select({
      id: times.id,
      duration: times.duration,
      timeStarted: times.timeStarted,
      timeCompleted: times.timeCompleted,
      official: times.official,
      timingMethod: times.timingMethod,
      user: { id: users.id, userName: users.userName, disabled: users.disabled },
      eventId: events.id,
      eventName: events.name,
    })
    .from(times)
    .innerJoin(users, eq(users.id, times.userId))
    .leftJoin(events, eq(events.id, times.eventId))
    .where(where)
    .orderBy(desc(times.timeCompleted), desc(times.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    times: rows.map(({ eventId, eventName, ...row }) => ({
      ...row,
      event: eventId === null || eventName === null ? null : { id: eventId, name: eventName },
      hidden: !row.official && minimumMs !== null && row.duration < minimumMs,
    })),
  };
}
