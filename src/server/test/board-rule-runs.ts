import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { locations, siteEquipment } from '../db/schema/index';
import { readStoredRows, referencePlacing } from './board-reference';
import { type Operation, pickTime, post, type World } from './board-rule-world';
import { assignReferee, createEvent } from './factories';
import { crossSoloPairing, witnessedSaveBody } from './witnessed-run';

/** The saves of the board-rule property test: a member's own run, the same again, a referee's time. */

const HOUR_MS = 3_600_000;

/** Cumulative splits over the location's current course, or none when not asked for or no course. */
async function splitsFor(world: World, locationId: number, duration: number, segments: number[] | null) {
  if (!segments) return undefined;
  const course = await world.t.database.db
    .select({ equipmentId: siteEquipment.equipmentId })
    .from(siteEquipment)
    .where(eq(siteEquipment.locationId, locationId))
    .orderBy(asc(siteEquipment.index));
  if (course.length === 0) return undefined;
  let ms = 0;
  return course.map(({ equipmentId }, position) => {
    ms = position === course.length - 1 ? duration : ms + (segments[position] ?? 2_000);
    return { equipmentId, ms };
  });
}

function runTimes(world: World, duration: number, agoMs: number) {
  const completed = world.now.getTime() - agoMs;
  return {
    timeStarted: new Date(completed - duration).toISOString(),
    timeCompleted: new Date(completed).toISOString(),
    duration,
  };
}

/** The field a member's save of `duration` at the location is refused for: a disabled location, a short run. */
async function refusedField(world: World, locationId: number, duration: number) {
  const [row] = await world.t.database.db
    .select({ disabled: locations.disabled, minimumSeconds: locations.minimumSeconds })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (row.disabled) return 'locationId';
  return duration < (row.minimumSeconds ?? 0) * 1000 ? 'duration' : null;
}

/** The standing, own place and personal best of a save's answer against the reference. */
async function expectPlacing(
  world: World,
  answer: { standing: number; personalBest: boolean; result: { id: number; standing: number } },
  scope: Parameters<typeof referencePlacing>[2],
) {
  const expected = referencePlacing(await readStoredRows(world.t.database.db), answer.result.id, scope);
  expect(
    { standing: answer.standing, own: answer.result.standing, personalBest: answer.personalBest },
    'the save’s answer',
  ).toEqual(expected);
}

/**
 * The run's times as the save sends them. A gate run timed through a solo pairing has its crossings
 * posted as they happen: the app's clock goes back to the run for them and the save (a run finished
 * `agoMs` ago), each crossing reaching the server 200 ms after it (witnessed) or a minute late (kept,
 * unwitnessed); the caller puts the clock back. The gate itself refuses a finish under the course
 * minimum (its own tests show it), so a run the save refuses is sent as the save alone.
 */
async function timedRun(
  world: World,
  token: string,
  op: Extract<Operation, { kind: 'save' }>,
  refused: boolean,
) {
  const locationId = world.locationIds[op.location];
  if (refused || op.timing === 'manual' || op.timing === 'gate') {
    const timingMethod = op.timing === 'manual' ? 'manual' : 'gate';
    return { locationId, ...runTimes(world, op.duration, op.agoMs), timingMethod };
  }
  const finishMs = world.now.getTime() - op.agoMs;
  const pairing = await crossSoloPairing(world.t, token, {
    locationId,
    startMs: finishMs - op.duration,
    durationMs: op.duration,
    delayMs: op.timing === 'late' ? 60_000 : 200,
  });
  return witnessedSaveBody(pairing);
}

export async function save(world: World, op: Extract<Operation, { kind: 'save' }>) {
  const member = world.members[op.member];
  if (!member.token) return;
  const locationId = world.locationIds[op.location];
  const refused = await refusedField(world, locationId, op.duration);
  const response = await post(
    world,
    'Leaderboard/AddToLeaderboard',
    {
      ...(await timedRun(world, member.token, op, refused !== null)),
      splits: await splitsFor(world, locationId, op.duration, op.segments),
    },
    member.token,
  );
  world.t.setNow(world.now);
  if (refused) {
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([refused]);
    return;
  }
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  expect(answer.result.witnessed, 'the save’s witnessed').toBe(op.timing === 'witnessed');
  await expectPlacing(world, answer, { locationId, official: false });
}

export async function repeat(world: World, op: Extract<Operation, { kind: 'repeat' }>) {
  const time = await pickTime(world, op.pick, (row) => !row.official);
  if (!time) return;
  await save(world, {
    kind: 'save',
    member: world.members.findIndex((member) => member.id === time.userId),
    location: world.locationIds.indexOf(time.locationId),
    duration: time.duration,
    agoMs: op.agoMs,
    timing: op.timing,
    segments: op.segments,
  });
}

/** The location's event with an open referee window, a new one (started two hours ago) when none is. */
async function runningEvent(world: World, locationId: number): Promise<number> {
  const held = world.events.get(locationId);
  // Open from an hour before the start to a day after the end (eight hours after the start).
  if (held && world.now.getTime() <= held.startMs + 32 * HOUR_MS) return held.id;
  const startTime = new Date(world.now.getTime() - 2 * HOUR_MS);
  const event = await createEvent(world.t.database.db, { locationId, startTime });
  await assignReferee(world.t.database.db, { eventId: event.id, userId: world.referee.id });
  world.events.set(locationId, { id: event.id, startMs: startTime.getTime() });
  return event.id;
}

export async function official(world: World, op: Extract<Operation, { kind: 'official' }>) {
  const locationId = world.locationIds[op.location];
  const eventId = await runningEvent(world, locationId);
  const competitor = world.members[op.member];
  const response = await post(
    world,
    'Referee/AddToLeaderboard',
    {
      userId: competitor.id,
      eventId,
      locationId,
      ...runTimes(world, op.duration, op.agoMs),
      splits: await splitsFor(world, locationId, op.duration, op.segments),
      // A referee's time under the course minimum is confirmed as meant.
      confirmShort: true,
    },
    world.referee.token,
  );
  if (!competitor.token) {
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['userId']);
    return;
  }
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().result.witnessed, 'a referee’s time is witnessed').toBe(true);
  await expectPlacing(world, response.json(), { eventId });
}
