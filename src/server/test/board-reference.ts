import { sql } from 'drizzle-orm';
import type { TimingMethod } from '../../shared/timing-method';
import { type DbOrTx, queryRows } from '../db/client';

/**
 * Every board worked out from scratch, in TypeScript over the stored rows (plain selects of times,
 * locations, users, events, splits and courses), so the board-rule property test compares the API
 * with a reading of the rule that shares no SQL with it: not board_counts(), times.counts,
 * board_bests or time_splits.on_board.
 */

export interface StoredTime {
  id: number;
  userId: number;
  locationId: number;
  eventId: number | null;
  official: boolean;
  duration: number;
  startedMs: number;
  completedMs: number;
  timingMethod: TimingMethod;
  witnessed: boolean;
  removed: boolean;
}

export interface StoredLocation {
  id: number;
  name: string;
  disabled: boolean;
  minimumSeconds: number | null;
  gateOnly: boolean;
}

export interface StoredRows {
  times: StoredTime[];
  locations: StoredLocation[];
  users: { id: number; userName: string; disabled: boolean }[];
  events: { id: number; locationId: number }[];
  /** Cumulative ms per obstacle of each time that has splits. */
  splits: { timeId: number; position: number; equipmentId: number; ms: number }[];
  /** Each location's course in order. */
  courses: { locationId: number; index: number; equipmentId: number; name: string }[];
}

const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** The rows as stored, read with plain selects. */
export async function readStoredRows(db: DbOrTx): Promise<StoredRows> {
  return {
    times: await queryRows<StoredTime>(
      db,
      sql`select id, user_id as "userId", location_id as "locationId", event_id as "eventId", official, duration,
            ${epoch('time_started')} as "startedMs", ${epoch('time_completed')} as "completedMs",
            timing_method as "timingMethod", witnessed, removed_at is not null as removed
          from times order by id`,
    ),
    locations: await queryRows<StoredLocation>(
      db,
      sql`select id, name, disabled, minimum_seconds as "minimumSeconds", gate_only as "gateOnly" from locations`,
    ),
    users: await queryRows(db, sql`select id, user_name as "userName", disabled from users`),
    events: await queryRows(db, sql`select id, location_id as "locationId" from events`),
    splits: await queryRows(
      db,
      sql`select time_id as "timeId", position, equipment_id as "equipmentId", ms from time_splits`,
    ),
    courses: await queryRows(
      db,
      sql`select s.location_id as "locationId", s.index, s.equipment_id as "equipmentId", e.name
          from site_equipment s join equipment e on e.id = s.equipment_id order by s.location_id, s.index`,
    ),
  };
}

/** The board rule, read from the issue: whether a time counts on the boards of its location or event. */
function countsOnBoard(time: StoredTime, location: StoredLocation): boolean {
  if (time.removed) return false;
  if (time.official) return true;
  if (time.duration < (location.minimumSeconds ?? 0) * 1000) return false;
  return !location.gateOnly || (time.timingMethod === 'gate' && time.witnessed);
}

export type ReferenceScope = { locationId: number; official: boolean } | { eventId: number };

/** A ranked board row: the competitor's best, its place (ties share one). */
export interface ReferenceEntry {
  time: StoredTime;
  userName: string;
  standing: number;
}

/** A lookup of the rows by id. */
export function indexRows(rows: StoredRows) {
  const location = new Map(rows.locations.map((row) => [row.id, row]));
  const user = new Map(rows.users.map((row) => [row.id, row]));
  const locationOf = (id: number) => {
    const found = location.get(id);
    if (!found) throw new Error(`no location ${id}`);
    return found;
  };
  return {
    location: locationOf,
    userName: (id: number) => user.get(id)?.userName ?? '?',
    active: (userId: number) => user.get(userId)?.disabled === false,
    counts: (time: StoredTime) => countsOnBoard(time, locationOf(time.locationId)),
  };
}

const inScope = (time: StoredTime, scope: ReferenceScope) =>
  'eventId' in scope
    ? time.eventId === scope.eventId && time.official
    : time.locationId === scope.locationId && time.official === scope.official;

/** Earlier in (duration, completion, id) order: the competitor's best of equal durations. */
const beforeInBestOrder = (a: StoredTime, b: StoredTime) =>
  a.duration - b.duration || a.completedMs - b.completedMs || a.id - b.id;

/** Ranks sorted rows by `value`: 1, 2, 2, 4. */
export function ranked<T>(sorted: T[], value: (row: T) => number): (T & { standing: number })[] {
  const out: (T & { standing: number })[] = [];
  for (const [index, row] of sorted.entries()) {
    const previous = out[index - 1];
    const standing = previous && value(previous) === value(row) ? previous.standing : index + 1;
    out.push({ ...row, standing });
  }
  return out;
}

/** Each active competitor's counting best on the board since `sinceMs` (null: all time). */
function bestsOnBoard(rows: StoredRows, scope: ReferenceScope, sinceMs: number | null): StoredTime[] {
  const index = indexRows(rows);
  const best = new Map<number, StoredTime>();
  for (const time of rows.times) {
    if (!inScope(time, scope) || !index.counts(time) || !index.active(time.userId)) continue;
    if (sinceMs !== null && time.completedMs < sinceMs) continue;
    const held = best.get(time.userId);
    if (!held || beforeInBestOrder(time, held) < 0) best.set(time.userId, time);
  }
  return [...best.values()];
}

/** A board as a reader sees it: bests by duration, equal ones earlier completion first (then user id). */
export function referenceBoard(
  rows: StoredRows,
  scope: ReferenceScope,
  sinceMs: number | null,
): ReferenceEntry[] {
  const index = indexRows(rows);
  const sorted = bestsOnBoard(rows, scope, sinceMs).sort(
    (a, b) => a.duration - b.duration || a.completedMs - b.completedMs || a.userId - b.userId,
  );
  return ranked(
    sorted.map((time) => ({ time, userName: index.userName(time.userId) })),
    (entry) => entry.time.duration,
  );
}

/**
 * Where a just-saved time stands, as a save answers: `standing` the saver's place by the better of
 * their best and this run, `own` the place this run alone takes, `personalBest` no other counting
 * run of theirs on the board is as fast.
 */
export function referencePlacing(rows: StoredRows, savedId: number, scope: ReferenceScope) {
  const saved = rows.times.find((time) => time.id === savedId);
  if (!saved) throw new Error(`no time ${savedId}`);
  const bests = bestsOnBoard(rows, scope, null);
  const others = bests.filter((best) => best.userId !== saved.userId);
  const mine = Math.min(
    saved.duration,
    ...bests.filter((b) => b.userId === saved.userId).map((b) => b.duration),
  );
  const index = indexRows(rows);
  const ownFaster = rows.times.filter(
    (time) =>
      time.id !== saved.id &&
      time.userId === saved.userId &&
      inScope(time, scope) &&
      index.counts(time) &&
      time.duration <= saved.duration,
  );
  return {
    standing: 1 + others.filter((best) => best.duration < mine).length,
    own: 1 + others.filter((best) => best.duration < saved.duration).length,
    personalBest: ownFaster.length === 0,
  };
}

/** Picks per board on GetOverview. */
const OVERVIEW_TOP = 5;

/** GetOverview: every active location by name, the first OVERVIEW_TOP of its casual and comp boards. */
export function referenceOverview(rows: StoredRows, sinceMs: number | null) {
  return rows.locations
    .filter((location) => !location.disabled)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
    .map((location) => ({
      locationId: location.id,
      casual: referenceBoard(rows, { locationId: location.id, official: false }, sinceMs).slice(
        0,
        OVERVIEW_TOP,
      ),
      comp: referenceBoard(rows, { locationId: location.id, official: true }, sinceMs).slice(0, OVERVIEW_TOP),
    }));
}

/**
 * MyResults: the member's own times newest first; the one that holds the member's place on its
 * location's casual or comp board (all time), their counting best there, is placed among the other
 * active competitors' counting bests, every other time has no place (null).
 */
export function referenceMyResults(rows: StoredRows, userId: number) {
  const own = rows.times
    .filter((time) => time.userId === userId)
    .sort((a, b) => b.completedMs - a.completedMs || b.id - a.id);
  const placed = own.map((time) => {
    const bests = bestsOnBoard(rows, { locationId: time.locationId, official: time.official }, null);
    const others = bests.filter((best) => best.userId !== userId);
    const holds = bests.some((best) => best.id === time.id);
    return {
      id: time.id,
      official: time.official,
      standing: holds ? 1 + others.filter((b) => b.duration < time.duration).length : null,
    };
  });
  return {
    count: own.length,
    totalOfficial: own.filter((time) => time.official).length,
    totalUnofficial: own.filter((time) => !time.official).length,
    official: placed.filter((time) => time.official).map(({ id, standing }) => ({ id, standing })),
    unofficial: placed.filter((time) => !time.official).map(({ id, standing }) => ({ id, standing })),
  };
}
