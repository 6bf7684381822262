import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { times } from '../db/schema/index';
import { createEvent, createLocation, createTime, createUser } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2030-06-15T00:00:00.000Z');
const t = withTestApp({ now: NOW });

const hours = (count: number) => new Date(NOW.getTime() + count * 3_600_000);
const days = (count: number) => hours(count * 24);

const summary = async () => {
  const response = await t.request({ method: 'GET', url: '/api/Home/Summary' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    event: { name: string; location: { name: string }; timeZone: string } | null;
    eventOnNow: boolean;
    records: { id: number; user: { userName: string }; location: { name: string }; tsDuration: string }[];
  };
};

const recordNames = async () =>
  (await summary()).records.map((row) => `${row.location.name}: ${row.user.userName} ${row.tsDuration}`);

describe('GET /api/Home/Summary: the event', () => {
  it('is the one on now, else the next to start, and none once every event has ended', async () => {
    const db = t.database.db;
    const park = await createLocation(db, { name: 'Bondi Park', timeZone: 'Australia/Perth' });
    await createEvent(db, { name: 'Long Ago', locationId: park.id, startTime: days(-9), endTime: days(-8) });
    await createEvent(db, { name: 'Running', locationId: park.id, startTime: hours(-1), endTime: hours(2) });
    await createEvent(db, { name: 'Soon', locationId: park.id, startTime: hours(24), endTime: hours(26) });

    const now = await summary();
    expect(now.event).toMatchObject({
      name: 'Running',
      location: { name: 'Bondi Park' },
      timeZone: 'Australia/Perth',
    });
    expect(now.eventOnNow).toBe(true);

    t.setNow(hours(3));
    const later = await summary();
    expect(later.event?.name).toBe('Soon');
    expect(later.eventOnNow).toBe(false);

    t.setNow(hours(27));
    expect(await summary()).toEqual({ event: null, eventOnNow: false, records: [] });
  });
});

describe('GET /api/Home/Summary: new records this week', () => {
  it("lists each course's all-time Social #1 set in the last 7 days, newest first, with its place 1", async () => {
    const db = t.database.db;
    const [sam, kim, lee] = await Promise.all(
      ['sam', 'kim', 'lee'].map((userName) => createUser(db, { userName })),
    );
    const bondi = await createLocation(db, { name: 'Bondi Park' });
    const manly = await createLocation(db, { name: 'Manly Oval' });
    const coogee = await createLocation(db, { name: 'Coogee Green' });
    // Bondi: a record two days old over a slower run of last month.
    await createTime(db, {
      userId: kim.id,
      locationId: bondi.id,
      duration: 50_000,
      timeCompleted: days(-30),
    });
    const bondiRecord = await createTime(db, {
      userId: sam.id,
      locationId: bondi.id,
      duration: 45_670,
      timeCompleted: days(-2),
    });
    // Manly: set yesterday, the newest.
    await createTime(db, { userId: lee.id, locationId: manly.id, duration: 61_000, timeCompleted: days(-1) });
    // Coogee: the record is ten days old; a slower run this week is no record.
    await createTime(db, {
      userId: kim.id,
      locationId: coogee.id,
      duration: 40_000,
      timeCompleted: days(-10),
    });
    await createTime(db, {
      userId: sam.id,
      locationId: coogee.id,
      duration: 42_000,
      timeCompleted: hours(-1),
    });

    const { records } = await summary();
    expect(records.map((row) => `${row.location.name}: ${row.user.userName} ${row.tsDuration}`)).toEqual([
      'Manly Oval: lee 1:01.00',
      'Bondi Park: sam 0:45.67',
    ]);
    expect(records[1]).toMatchObject({
      id: bondiRecord.id,
      duration: 45_670,
      officialTime: false,
      standing: 1,
      timeCompleted: days(-2).toISOString(),
    });
  });

  it('reads only times that count: no Comp, removed or gate-only-refused run, nor a disabled member or course', async () => {
    const db = t.database.db;
    const sam = await createUser(db, { userName: 'sam' });
    const gone = await createUser(db, { userName: 'gone', disabled: true });
    const park = await createLocation(db, { name: 'Bondi Park' });
    const event = await createEvent(db, { locationId: park.id, startTime: days(-2), endTime: days(-1) });
    // The course's Social record is a month old: a faster Comp time, a removed run and a disabled
    // member's run this week are not on the Social board, so none is a new record.
    await createTime(db, { userId: sam.id, locationId: park.id, duration: 50_000, timeCompleted: days(-30) });
    await createTime(db, {
      locationId: park.id,
      eventId: event.id,
      duration: 30_000,
      timeCompleted: days(-1),
    });
    const removed = await createTime(db, { locationId: park.id, duration: 31_000, timeCompleted: days(-1) });
    await db
      .update(times)
      .set({ removedAt: NOW, removedReason: 'Skipped the wall' })
      .where(eq(times.id, removed.id));
    await createTime(db, { userId: gone.id, locationId: park.id, duration: 32_000, timeCompleted: days(-1) });
    // A gate-only course: a stopwatch run does not count there.
    const gated = await createLocation(db, { name: 'Gate Park', gateOnly: true });
    await createTime(db, { userId: sam.id, locationId: gated.id, duration: 40_000, timeCompleted: days(-1) });
    // A disabled course is off every public list.
    const closed = await createLocation(db, { name: 'Closed Park', disabled: true });
    await createTime(db, {
      userId: sam.id,
      locationId: closed.id,
      duration: 40_000,
      timeCompleted: days(-1),
    });
    expect(await recordNames()).toEqual([]);

    // The removed run put back is the course's record again, set this week.
    await db.update(times).set({ removedAt: null, removedReason: null }).where(eq(times.id, removed.id));
    expect((await summary()).records.map((row) => row.id)).toEqual([removed.id]);
  });

  it('lists at most 5, the newest', async () => {
    const db = t.database.db;
    for (let n = 1; n <= 7; n += 1) {
      const park = await createLocation(db, { name: `Park ${n}` });
      await createTime(db, { locationId: park.id, duration: 40_000, timeCompleted: hours(-n) });
    }
    expect((await summary()).records.map((row) => row.location.name)).toEqual([
      'Park 1',
      'Park 2',
      'Park 3',
      'Park 4',
      'Park 5',
    ]);
  });

  it('is a public read: a guest, a member and an admin get the same answer', async () => {
    const db = t.database.db;
    const park = await createLocation(db, { name: 'Bondi Park' });
    await createTime(db, { locationId: park.id, duration: 40_000, timeCompleted: hours(-1) });
    const { member, admin } = await t.roleTokens();
    const guest = await t.request({ method: 'GET', url: '/api/Home/Summary' });
    for (const token of [member, admin]) {
      const signedIn = await t.request({ method: 'GET', url: '/api/Home/Summary', token });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual(guest.json());
    }
  });
});
