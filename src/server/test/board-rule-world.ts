import { asc } from 'drizzle-orm';
import { events, times } from '../db/schema/index';
import { createCourse } from './courses';
import type { TestApp } from './harness';

/**
 * The world of the board-rule property test (routes/leaderboard-board-rule.property.test.ts): two
 * courses, four members, an admin and a referee on a fresh database, and the operations the test
 * draws, each done as the app's users do it (the HTTP API); only `witness` flips a gate run's mark
 * as an edit of the row would, which no API does.
 */

export const MEMBER_NAMES = ['ann', 'bob', 'cat', 'dan'] as const;
/** The courses' obstacles: Alpha Park has three, Beta Park two. */
const COURSES = [
  { name: 'Alpha Park', obstacles: ['Rings', 'Wall', 'Bars'] },
  { name: 'Beta Park', obstacles: ['Ropes', 'Steps'] },
] as const;
const WORLD_START = new Date('2025-06-15T12:00:00.000Z');

/**
 * How a member's run was timed: by hand; by a gate, saved without its pairing; through a solo pairing
 * whose crossings the server saw as they happened; or one whose crossings reached it late.
 */
export type Timing = 'manual' | 'gate' | 'witnessed' | 'late';

/** `segments`: the first obstacles' segments; the last takes the rest of the duration. */
export type Operation =
  | {
      kind: 'save';
      member: number;
      location: number;
      duration: number;
      agoMs: number;
      timing: Timing;
      segments: number[] | null;
    }
  /** The same duration again by the member of a stored casual time, at its location: equal times. */
  | { kind: 'repeat'; pick: number; agoMs: number; timing: Timing; segments: number[] | null }
  | {
      kind: 'official';
      member: number;
      location: number;
      duration: number;
      agoMs: number;
      segments: number[] | null;
    }
  | { kind: 'minimum'; location: number; seconds: number | null }
  | { kind: 'gateOnly'; location: number; on: boolean }
  | { kind: 'locationDisabled'; location: number; disabled: boolean }
  | { kind: 'disable'; member: number }
  | { kind: 'enable'; member: number }
  | { kind: 'ownDelete'; member: number; pick: number }
  | { kind: 'adminDelete'; pick: number }
  | { kind: 'restore'; pick: number }
  | { kind: 'remove'; pick: number; removed: boolean }
  | { kind: 'witness'; pick: number; witnessed: boolean }
  | { kind: 'moveObstacle'; location: number; from: number; to: number }
  | { kind: 'advance'; ms: number }
  | { kind: 'check' };

export interface Setup {
  minimumSeconds: (number | null)[];
  gateOnly: boolean[];
}

interface Member {
  id: number;
  userName: string;
  token: string | null;
}

export interface World {
  t: TestApp;
  now: Date;
  admin: Member & { token: string };
  referee: Member & { token: string };
  members: Member[];
  locationIds: number[];
  /** The event of each location whose referee window is open, if any: id and when it started. */
  events: Map<number, { id: number; startMs: number }>;
}

export async function startWorld(t: TestApp, setup: Setup): Promise<World> {
  await t.reset();
  t.setNow(WORLD_START);
  const admin = await t.signIn({ roles: ['Admin'] });
  const referee = await t.signIn({ roles: ['Referee'] });
  const members: Member[] = [];
  for (const userName of MEMBER_NAMES) members.push(await t.signIn({ userName }));
  const locationIds: number[] = [];
  for (const [index, course] of COURSES.entries()) {
    const { location } = await createCourse(t.database.db, [...course.obstacles], {
      name: course.name,
      minimumSeconds: setup.minimumSeconds[index],
      gateOnly: setup.gateOnly[index],
    });
    locationIds.push(location.id);
  }
  return { t, now: WORLD_START, admin, referee, members, locationIds, events: new Map() };
}

/** A POST to /api/`url` with the token's bearer. */
export const post = (world: World, url: string, payload: object, token: string) =>
  world.t.request({ method: 'POST', url: `/api/${url}`, payload, token });

/** The `pick`th (modulo) of the stored times that pass `filter`, by id; undefined when none do. */
export async function pickTime(world: World, pick: number, filter = (_: typeof times.$inferSelect) => true) {
  const all = await world.t.database.db.select().from(times).orderBy(asc(times.id));
  const candidates = all.filter(filter);
  return candidates.length === 0 ? undefined : candidates[pick % candidates.length];
}

/** The event ids of the world's locations, for the event boards. */
export async function eventIds(world: World): Promise<number[]> {
  const rows = await world.t.database.db.select({ id: events.id }).from(events).orderBy(asc(events.id));
  return rows.map((row) => row.id);
}
