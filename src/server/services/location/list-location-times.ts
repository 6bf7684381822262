import { and, count, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TimingMethod } from '../../../shared/timing-method';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { events, gatePairings, locations, times, users } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

interface LocationTimesQuery {
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
  /** A witnessed gate run or a referee time. */
  witnessed: boolean;
  user: { id: number; userName: string; disabled: boolean };
  event: { id: number; name: string } | null;
  /** Casual and under the location's plausible minimum: stored, but off every board. */
  hidden: boolean;
  /** An admin took the run off every board, and why (null while it counts). */
  removed: { at: Date; reason: string; byUserName: string | null } | null;
  /** The pictures of a gate run's crossings, while kept (null for a run no pairing timed). */
  photos: { start: string | null; finish: string | null } | null;
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
  const rows = await selectLocationTimes(db)
    .where(where)
    .orderBy(desc(times.timeCompleted), desc(times.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    times: rows.map(locationTimeOf),
  };
}

const removers = alias(users, 'removers');

/** The rows of the admin's times list, with what each needs beside the time itself. */
function selectLocationTimes(db: DbOrTx) {
  return db
    .select({
      id: times.id,
      duration: times.duration,
      timeStarted: times.timeStarted,
      timeCompleted: times.timeCompleted,
      official: times.official,
      timingMethod: times.timingMethod,
      witnessed: times.witnessed,
      user: { id: users.id, userName: users.userName, disabled: users.disabled },
      eventId: events.id,
      eventName: events.name,
      removedAt: times.removedAt,
      removedReason: times.removedReason,
      removedBy: removers.userName,
      pairingId: gatePairings.id,
      startPhotoUrl: gatePairings.startPhotoUrl,
      finishPhotoUrl: gatePairings.finishPhotoUrl,
      minimumSeconds: locations.minimumSeconds,
    })
    .from(times)
    .innerJoin(users, eq(users.id, times.userId))
    .innerJoin(locations, eq(locations.id, times.locationId))
    .leftJoin(events, eq(events.id, times.eventId))
    .leftJoin(removers, eq(removers.id, times.removedById))
    .leftJoin(gatePairings, eq(gatePairings.id, times.gatePairingId));
}

type SelectedTime = Awaited<ReturnType<ReturnType<typeof selectLocationTimes>['where']>>[number];

function locationTimeOf(row: SelectedTime): LocationTimeRecord {
  const {
    eventId,
    eventName,
    removedAt,
    removedReason,
    removedBy,
    pairingId,
    startPhotoUrl,
    finishPhotoUrl,
    minimumSeconds,
    ...time
  } = row;
  const minimumMs = minimumSeconds === null ? null : minimumSeconds * 1000;
  return {
    ...time,
    event: eventId === null || eventName === null ? null : { id: eventId, name: eventName },
    hidden: !time.official && minimumMs !== null && time.duration < minimumMs,
    removed:
      removedAt === null || removedReason === null
        ? null
        : { at: removedAt, reason: removedReason, byUserName: removedBy },
    photos: pairingId === null ? null : { start: startPhotoUrl, finish: finishPhotoUrl },
  };
}

/** One time of the list as it shows now (after an admin removed or restored it): 404 when there is none. */
export async function readLocationTime(db: DbOrTx, timeId: number): Promise<LocationTimeRecord> {
  const [row] = await selectLocationTimes(db).where(eq(times.id, timeId));
  if (!row) throw notFound('Time');
  return locationTimeOf(row);
}
