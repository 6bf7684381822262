import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, locations, times } from '../db/schema/index';
import { createRun, BOARD_NOW as NOW, runBody } from '../test/boards';
import { createEvent, createLocation, createTime, daysBefore } from '../test/factories';
import { withTestApp } from '../test/harness';
import { crossSoloPairing, witnessedSaveBody } from '../test/witnessed-run';

const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const save = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/AddToLeaderboard', token, payload });
const casualBoard = async (locationId: number) =>
  (await t.request({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId } })).json();
const namesAndMethods = (rows: { user: { userName: string }; timingMethod: string }[]) =>
  rows.map((row) => [row.user.userName, row.timingMethod]);

/** Switches a location's "Gate-timed runs only" through the admin's Update, as the form sends it. */
async function setGateOnly(token: string, location: { id: number; name: string }, gateOnly: boolean) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Location/Update',
    token,
    payload: {
      id: location.id,
      name: location.name,
      streetAddress: 'Beach Rd',
      city: 'Bondi',
      state: 'NSW',
      gateOnly,
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A course with ann's witnessed gate run of 50 s, bob's hand-timed 40 s and cy's witnessed gate 60 s. */
async function mixedCourse() {
  const location = await createLocation(db(), { name: 'Gate Park', path: 'gate-park' });
  const [ann, bob, cy] = await Promise.all(
    ['ann', 'bob', 'cy'].map((userName) => t.createUser({ userName })),
  );
  await createTime(db(), {
    userId: ann.id,
    locationId: location.id,
    duration: 50_000,
    timingMethod: 'gate',
    witnessed: true,
    timeCompleted: daysBefore(NOW, 1),
  });
  await createRun(db(), { userId: bob.id, locationId: location.id, duration: 40_000 });
  await createTime(db(), {
    userId: cy.id,
    locationId: location.id,
    duration: 60_000,
    timingMethod: 'gate',
    witnessed: true,
    timeCompleted: daysBefore(NOW, 2),
  });
  return { location, ann, bob, cy };
}

describe('timingMethod on a save', () => {
  it('stores gate when the body says so, manual otherwise, and the answer carries it', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await t.signIn({ userName: 'runner' });
    const gate = await save(me.token, { ...runBody(locationId, 70_000), timingMethod: 'gate' });
    expect(gate.statusCode).toBe(200);
    expect(gate.json().result.timingMethod).toBe('gate');
    const manual = await save(me.token, runBody(locationId, 72_000, 300_000));
    expect(manual.json().result.timingMethod).toBe('manual');
    const stored = await db().select({ method: times.timingMethod }).from(times).orderBy(asc(times.id));
    expect(stored.map((row) => row.method)).toEqual(['gate', 'manual']);
  });

  it('answers 400 naming timingMethod when a member claims a referee time or an unknown method', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await t.signIn();
    for (const timingMethod of ['referee', 'camera', 3]) {
      const response = await save(me.token, { ...runBody(locationId, 70_000), timingMethod });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ timingMethod: 'Timing method must be manual or gate' });
    }
    expect(await db().select().from(times)).toEqual([]);
  });

  it("stores a referee's recording as referee, whatever the body says", async () => {
    const { id: locationId } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), {
      locationId,
      startTime: new Date(NOW.getTime() - 3_600_000),
    });
    const admin = await t.signIn({ roles: ['Admin'] });
    const competitor = await t.createUser();
    const response = await t.request({
      method: 'POST',
      url: '/api/Referee/AddToLeaderboard',
      token: admin.token,
      payload: { ...runBody(locationId, 65_000), userId: competitor.id, eventId, timingMethod: 'gate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ officialTime: true, timingMethod: 'referee' });
    const [row] = await db().select().from(times);
    expect(row.timingMethod).toBe('referee');
  });
});

describe('timingMethod in every answer carrying a time', () => {
  it('boards, the overview, MyResults and ListUserResults say how each run was timed', async () => {
    const { location, ann } = await mixedCourse();
    expect(namesAndMethods(await casualBoard(location.id))).toEqual([
      ['bob', 'manual'],
      ['ann', 'gate'],
      ['cy', 'gate'],
    ]);
    const paged = await t.request({ method: 'GET', url: `/api/Leaderboard/CasualResults/${location.id}` });
    expect(namesAndMethods(paged.json())).toEqual(namesAndMethods(await casualBoard(location.id)));
    const overview = (await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview' })).json();
    expect(namesAndMethods(overview[0].casual)).toEqual(namesAndMethods(await casualBoard(location.id)));

    const token = await t.login(ann.userName);
    const mine = (await t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token })).json();
    expect(mine.time.timingMethod).toBe('gate');
    expect(mine.unofficial.map((row: { timingMethod: string }) => row.timingMethod)).toEqual(['gate']);
    const own = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListUserResults',
      token,
      payload: { locationId: location.id },
    });
    expect(own.json()[0].timingMethod).toBe('gate');
  });
});

describe('a gate-only course', () => {
  it('counts only gate-timed runs on its casual boards, overview and standings, and shows all again when off', async () => {
    const { location, bob } = await mixedCourse();
    const { admin } = await t.roleTokens();
    expect((await setGateOnly(admin, location, true)).gateOnly).toBe(true);

    const gateBoard = await casualBoard(location.id);
    expect(namesAndMethods(gateBoard)).toEqual([
      ['ann', 'gate'],
      ['cy', 'gate'],
    ]);
    expect(gateBoard.map((row: { standing: number }) => row.standing)).toEqual([1, 2]);
    const overview = (await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview' })).json();
    expect(namesAndMethods(overview[0].casual)).toEqual(namesAndMethods(gateBoard));
    const week = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListResults',
      payload: { locationId: location.id, period: 'week' },
    });
    expect(namesAndMethods(week.json())).toEqual(namesAndMethods(gateBoard));

    // bob's hand-timed 40 s does not count, nor a save that only says gate: his witnessed gate run of
    // 55 s places him between ann and cy.
    const bobToken = await t.login(bob.userName);
    const claimed = await save(bobToken, { ...runBody(location.id, 45_000), timingMethod: 'gate' });
    expect(claimed.json().result).toMatchObject({ timingMethod: 'gate', witnessed: false });
    expect(namesAndMethods(await casualBoard(location.id))).toEqual(namesAndMethods(gateBoard));
    const pairing = await crossSoloPairing(t, bobToken, {
      locationId: location.id,
      startMs: NOW.getTime() - 120_000,
      durationMs: 55_000,
    });
    const saved = await save(bobToken, witnessedSaveBody(pairing));
    expect(saved.json()).toMatchObject({
      standing: 2,
      personalBest: true,
      result: { standing: 2, timingMethod: 'gate', witnessed: true },
    });
    const own = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListUserResults',
      token: bobToken,
      payload: { locationId: location.id },
    });
    expect(
      own.json().map((row: { duration: number; standing: number }) => [row.duration, row.standing]),
    ).toEqual([
      [45_000, 1],
      [55_000, 2],
      [40_000, 1],
    ]);

    expect((await setGateOnly(admin, location, false)).gateOnly).toBe(false);
    expect(namesAndMethods(await casualBoard(location.id))).toEqual([
      ['bob', 'manual'],
      ['ann', 'gate'],
      ['cy', 'gate'],
    ]);
  });

  it('leaves the event (comp) board alone: a referee time counts as it is', async () => {
    const location = await createLocation(db(), { gateOnly: true });
    const { id: eventId } = await createEvent(db(), { locationId: location.id });
    const runner = await t.createUser({ userName: 'runner' });
    await createRun(db(), { userId: runner.id, locationId: location.id, duration: 61_000, eventId });
    const comp = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListResults',
      payload: { locationId: location.id, official: true },
    });
    expect(namesAndMethods(comp.json())).toEqual([['runner', 'referee']]);
    const event = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${eventId}` });
    expect(namesAndMethods(event.json())).toEqual([['runner', 'referee']]);
  });

  it('audits the switch in the same transaction, stores it, and keeps it when an update leaves it out', async () => {
    const location = await createLocation(db(), { name: 'Audit Park', path: 'audit-park' });
    const { admin, adminId } = await t.roleTokens();
    await setGateOnly(admin, location, true);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entity, 'location'));
    expect(entry).toMatchObject({ actorId: adminId, action: 'update', entityId: location.id });
    expect(entry.data).toMatchObject({ before: { gateOnly: false }, after: { gateOnly: true } });
    const kept = await t.request({
      method: 'POST',
      url: '/api/Location/Update',
      token: admin,
      payload: {
        id: location.id,
        name: 'Audit Park',
        streetAddress: 'Beach Rd',
        city: 'Bondi',
        state: 'NSW',
      },
    });
    expect(kept.json().gateOnly).toBe(true);
    const [row] = await db().select().from(locations).where(eq(locations.id, location.id));
    expect(row.gateOnly).toBe(true);
  });

  it('answers 400 naming gateOnly for a value that is not true or false, 401 and 403 for the wrong caller', async () => {
    const location = await createLocation(db());
    const { admin, member } = await t.roleTokens();
    const payload = {
      id: location.id,
      name: 'X Park',
      streetAddress: 'Beach Rd',
      city: 'Bondi',
      state: 'NSW',
      gateOnly: 'yes',
    };
    const bad = await t.request({ method: 'POST', url: '/api/Location/Update', token: admin, payload });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ gateOnly: 'Gate-timed runs only must be true or false' });
    const good = { ...payload, gateOnly: true };
    expect((await t.request({ method: 'POST', url: '/api/Location/Update', payload: good })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/Location/Update', token: member, payload: good }))
        .statusCode,
    ).toBe(403);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/Location/Update',
      token: admin,
      payload: { ...good, id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
