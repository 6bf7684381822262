import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparisonOf, mySplitsOf, type OracleRun, splitRunsOf } from '../../../test-support/splits-oracle';
import { MY_SPLIT_RUNS_MAX } from '../../shared/limits';
import type { Split } from '../../shared/splits';
import type { TimingMethod } from '../../shared/timing-method';
import { siteEquipment } from '../db/schema/index';
import { createCourse } from '../test/courses';
import { assignReferee, createEvent } from '../test/factories';
import { withTestApp } from '../test/harness';

/**
 * The split logic the server runs in SQL (split-history.ts, list-my-split-runs.ts) against the oracle
 * of test-support/splits-oracle.ts, the same model the helpers' unit tests use (src/shared/splits.test.ts):
 * random sequences of two members' runs over a course of one to four obstacles (their own saves and a
 * referee's official times, with splits or without, finished in any order and often at equal instants
 * and equal durations, so every tie rule comes up), a member deleting one of their runs and the admin
 * moving an obstacle (older runs then compare with nothing until their order comes back). Every save's
 * answered splits (deltas, segment deltas, gold) equal the oracle's comparison with the runs stored before
 * it, and wherever a `check` falls and at the end, each member's MySplits (personal best, best segments,
 * sum of best, possible time save) and MySplitRuns equal the oracle's. Seeded and bounded, on PGlite and
 * PostgreSQL; endOnFailure reports the first failing sequence as drawn.
 */
const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MAX_OBSTACLES = 4;

/** Segments of a run, at least a second each (SEGMENT_MIN_SECONDS), few distinct so equal ones come up. */
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(1_000, 2_000, 3_000) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 6_000 }) },
);
const segments = fc.array(segment, { minLength: MAX_OBSTACLES, maxLength: MAX_OBSTACLES });
/** Equal instants between casual and official runs come up often; a casual run may be up to 29 days old. */
const officialAgoMs = fc.oneof(fc.constantFrom(MINUTE_MS, HOUR_MS), fc.integer({ min: 0, max: 2 * HOUR_MS }));
const casualAgoMs = fc.oneof(officialAgoMs, fc.integer({ min: 0, max: 29 * DAY_MS }));
const member = fc.nat({ max: 1 });
/** Three runs in four with splits: the runs without them still take the personal best. */
const splitOrNot = fc.nat({ max: 3 }).map((draw) => draw > 0);

type Op =
  | { kind: 'save'; member: number; segments: number[]; split: boolean; agoMs: number }
  | { kind: 'official'; member: number; segments: number[]; split: boolean; agoMs: number }
  | { kind: 'delete'; member: number; pick: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'check' };

const operation: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      member,
      segments,
      split: splitOrNot,
      agoMs: casualAgoMs,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('official' as const),
      member,
      segments,
      split: splitOrNot,
      agoMs: officialAgoMs,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), member, pick: fc.nat({ max: 20 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      from: fc.nat({ max: MAX_OBSTACLES - 1 }),
      to: fc.nat({ max: MAX_OBSTACLES - 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('check' as const) }) },
);

interface Runner {
  id: number;
  token: string;
  /** Their runs at the world's location as the oracle sees them, in the order stored. */
  runs: OracleRun[];
}

interface World {
  admin: string;
  referee: string;
  members: Runner[];
  locationId: number;
  eventId: number;
  /** The course's site-equipment ids and equipment ids, in its current order. */
  course: { siteId: number; equipmentId: number }[];
  /** How each stored run was timed, as MySplits and MySplitRuns answer it. */
  timing: Map<number, { timingMethod: TimingMethod; witnessed: boolean; official: boolean }>;
}

/** Who acts, signed in once: their tokens hold while the clock stands at NOW. */
interface People {
  admin: string;
  referee: string;
  refereeId: number;
  members: { id: number; token: string }[];
}

async function readCourse(locationId: number) {
  return db()
    .select({ siteId: siteEquipment.id, equipmentId: siteEquipment.equipmentId })
    .from(siteEquipment)
    .where(eq(siteEquipment.locationId, locationId))
    .orderBy(asc(siteEquipment.index), asc(siteEquipment.id));
}

/** A new course of `obstacles` for the same members, admin and referee, with an event running on it. */
async function newWorld(people: People, obstacles: number): Promise<World> {
  const names = ['Rings', 'Wall', 'Bars', 'Ropes'].slice(0, obstacles);
  const { location } = await createCourse(db(), names, { minimumSeconds: null });
  const startTime = new Date(NOW.getTime() - 2 * HOUR_MS);
  const event = await createEvent(db(), { locationId: location.id, startTime });
  await assignReferee(db(), { eventId: event.id, userId: people.refereeId });
  return {
    admin: people.admin,
    referee: people.referee,
    members: people.members.map((runner) => ({ ...runner, runs: [] })),
    locationId: location.id,
    eventId: event.id,
    course: await readCourse(location.id),
    timing: new Map(),
  };
}

/** The run's splits over the current course (the first segments of the draw), and its times. */
function runOf(world: World, op: Extract<Op, { kind: 'save' | 'official' }>) {
  let ms = 0;
  const splits: Split[] = world.course.map(({ equipmentId }, position) => {
    ms += op.segments[position];
    return { equipmentId, ms };
  });
  const completedMs = NOW.getTime() - op.agoMs;
  return {
    splits: op.split ? splits : [],
    body: {
      locationId: world.locationId,
      timeStarted: new Date(completedMs - ms).toISOString(),
      timeCompleted: new Date(completedMs).toISOString(),
      duration: ms,
      ...(op.split ? { splits } : {}),
    },
    completedMs,
    duration: ms,
  };
}

async function save(world: World, op: Extract<Op, { kind: 'save' | 'official' }>, step: string) {
  const runner = world.members[op.member];
  const run = runOf(world, op);
  const response =
    op.kind === 'save'
      ? await t.request({
          method: 'POST',
          url: '/api/Leaderboard/AddToLeaderboard',
          token: runner.token,
          payload: run.body,
        })
      : await t.request({
          method: 'POST',
          url: '/api/Referee/AddToLeaderboard',
          token: world.referee,
          payload: { ...run.body, userId: runner.id, eventId: world.eventId, confirmShort: true },
        });
  expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  const answer = response.json();
  expect(answer.splits, `${step}: the answered splits`).toEqual(
    run.splits.length === 0 ? [] : comparisonOf(run.splits, runner.runs),
  );
  const timeId: number = answer.result.id;
  runner.runs.push({ timeId, duration: run.duration, completedMs: run.completedMs, splits: run.splits });
  world.timing.set(
    timeId,
    op.kind === 'save'
      ? { timingMethod: 'manual', witnessed: false, official: false }
      : { timingMethod: 'referee', witnessed: true, official: true },
  );
}

async function deleteOwn(world: World, op: Extract<Op, { kind: 'delete' }>, step: string) {
  const runner = world.members[op.member];
  const own = runner.runs.filter((run) => !world.timing.get(run.timeId)?.official);
  if (own.length === 0) return;
  const { timeId } = own[op.pick % own.length];
  const response = await t.request({
    method: 'DELETE',
    url: `/api/Leaderboard/Delete/${timeId}`,
    token: runner.token,
  });
  expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  runner.runs = runner.runs.filter((run) => run.timeId !== timeId);
}

async function move(world: World, op: Extract<Op, { kind: 'move' }>, step: string) {
  const site = world.course[op.from % world.course.length];
  const response = await t.request({
    method: 'POST',
    url: '/api/Location/UpdateEquipmentIndex',
    token: world.admin,
    payload: { id: site.siteId, locationId: world.locationId, index: op.to % world.course.length },
  });
  expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  world.course = await readCourse(world.locationId);
}

/** Each member's MySplits and MySplitRuns against the oracle over the current course. */
async function check(world: World, step: string) {
  const course = world.course.map((site) => site.equipmentId);
  for (const [index, runner] of world.members.entries()) {
    const timingOf = (timeId: number) => {
      const { timingMethod, witnessed } = world.timing.get(timeId) ?? {};
      return { timingMethod, witnessed };
    };
    const read = async (path: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/Leaderboard/${path}/${world.locationId}`,
        token: runner.token,
      });
      expect(response.statusCode, `${step}: ${path} ${response.body}`).toBe(200);
      return response.json();
    };
    const expected = mySplitsOf(runner.runs, course);
    expect(await read('MySplits'), `${step}: MySplits of member ${index}`).toEqual({
      ...expected,
      personalBest: expected.personalBest && {
        ...expected.personalBest,
        ...timingOf(expected.personalBest.timeId),
      },
    });
    expect(await read('MySplitRuns'), `${step}: MySplitRuns of member ${index}`).toEqual(
      splitRunsOf(runner.runs, course, MY_SPLIT_RUNS_MAX).map(({ completedMs, ...run }) => ({
        ...run,
        timeCompleted: new Date(completedMs).toISOString(),
        ...timingOf(run.timeId),
      })),
    );
  }
}

async function apply(world: World, op: Op, step: string) {
  switch (op.kind) {
    case 'save':
    case 'official':
      return save(world, op, step);
    case 'delete':
      return deleteOwn(world, op, step);
    case 'move':
      return move(world, op, step);
    case 'check':
      return check(world, step);
  }
}

describe('splits in SQL, against the oracle', () => {
  it("every save's comparison, MySplits and MySplitRuns equal the oracle's", async () => {
    const admin = await t.signIn({ roles: ['Admin'] });
    const referee = await t.signIn({ roles: ['Referee'] });
    const members = [await t.signIn({ userName: 'ann' }), await t.signIn({ userName: 'bob' })];
    const people = { admin: admin.token, referee: referee.token, refereeId: referee.id, members };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: MAX_OBSTACLES }),
        fc.array(operation, { minLength: 3, maxLength: 20 }),
        async (obstacles, operations) => {
          // A new course per sequence: the members' runs elsewhere are not theirs here.
          const world = await newWorld(people, obstacles);
          for (const [index, op] of operations.entries())
            await apply(world, op, `step ${index + 1} (${op.kind})`);
          await check(world, 'at the end');
        },
      ),
      { numRuns: 30, seed: 40_011, endOnFailure: true },
    );
  }, 300_000);
});
