import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, times } from '../db/schema/index';
import { createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

async function adminToken() {
  const admin = await t.createUser({ roles: ['Admin'] });
  return { token: await t.login(admin.userName), id: admin.id };
}

const listTimes = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/Location/ListTimes', token, payload });

/** A course with a 40 s minimum: ann's casual 50 s and 30 s (hidden), bob_1's official 35 s, cy's casual. */
async function course() {
  const location = await createLocation(db(), { name: 'Albert Park', minimumSeconds: 40 });
  const event = await createEvent(db(), { name: 'Spring Cup', locationId: location.id });
  const ann = await t.createUser({ userName: 'ann' });
  const bob = await t.createUser({ userName: 'bob_1' });
  const cy = await t.createUser({ userName: 'Cy%', disabled: true });
  const base = { locationId: location.id };
  const annFast = await createTime(db(), {
    ...base,
    userId: ann.id,
    duration: 50_000,
    timeCompleted: minutesAgo(40),
  });
  const annHidden = await createTime(db(), {
    ...base,
    userId: ann.id,
    duration: 30_000,
    timeCompleted: minutesAgo(30),
  });
  const bobOfficial = await createTime(db(), {
    ...base,
    userId: bob.id,
    eventId: event.id,
    duration: 35_000,
    timeCompleted: minutesAgo(20),
  });
  const cyTime = await createTime(db(), {
    ...base,
    userId: cy.id,
    duration: 90_000,
    timeCompleted: minutesAgo(10),
  });
  // Elsewhere: never listed.
  await createTime(db(), { userId: ann.id, timeCompleted: minutesAgo(5) });
  return { location, event, ann, bob, cy, annFast, annHidden, bobOfficial, cyTime };
}

describe('POST /api/Location/ListTimes', () => {
  it('lists every time at the location, casual and official, newest first, with hidden marked', async () => {
    const { token } = await adminToken();
    const c = await course();
    const response = await listTimes(token, { locationId: c.location.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(body.times.map((row: { id: number }) => row.id)).toEqual([
      c.cyTime.id,
      c.bobOfficial.id,
      c.annHidden.id,
      c.annFast.id,
    ]);
    expect(body.times[1]).toEqual({
      id: c.bobOfficial.id,
      user: { id: c.bob.id, userName: 'bob_1', disabled: false },
      duration: 35_000,
      tsDuration: '0:35.00',
      timeStarted: new Date(minutesAgo(20).getTime() - 35_000).toISOString(),
      timeCompleted: minutesAgo(20).toISOString(),
      officialTime: true,
      timingMethod: 'referee',
      witnessed: true,
      event: { id: c.event.id, name: 'Spring Cup' },
      hidden: false,
      removed: null,
      photos: null,
    });
    expect(body.times.map((row: { hidden: boolean }) => row.hidden)).toEqual([false, false, true, false]);
    expect(body.times[0].user).toEqual({ id: c.cy.id, userName: 'Cy%', disabled: true });
  });

  it('pages: total counts them all, each page holds its slice', async () => {
    const { token } = await adminToken();
    const c = await course();
    const page = async (n: number) =>
      (await listTimes(token, { locationId: c.location.id, page: n, pageSize: 3 })).json();
    expect(await page(1)).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect((await page(1)).times).toHaveLength(3);
    expect((await page(2)).times.map((row: { id: number }) => row.id)).toEqual([c.annFast.id]);
    expect((await page(3)).times).toEqual([]);
  });

  it('filters by user name containing the text in any case, its wildcards taken literally', async () => {
    const { token } = await adminToken();
    const c = await course();
    const ids = async (userName: string) =>
      (await listTimes(token, { locationId: c.location.id, userName }))
        .json()
        .times.map((row: { id: number }) => row.id);
    expect(await ids('ANN')).toEqual([c.annHidden.id, c.annFast.id]);
    expect(await ids('_')).toEqual([c.bobOfficial.id]);
    expect(await ids('%')).toEqual([c.cyTime.id]);
    expect(await ids('b_1')).toEqual([c.bobOfficial.id]);
    expect(await ids('nobody')).toEqual([]);
    expect(await ids('  ')).toHaveLength(4);
    const filtered = await listTimes(token, { locationId: c.location.id, userName: 'ann' });
    expect(filtered.json().total).toBe(2);
  });

  it('lists only the hidden casual times (under the minimum) when asked', async () => {
    const { token } = await adminToken();
    const c = await course();
    const hidden = (await listTimes(token, { locationId: c.location.id, hiddenOnly: true })).json();
    expect(hidden.total).toBe(1);
    expect(hidden.times.map((row: { id: number }) => row.id)).toEqual([c.annHidden.id]);
    const noMinimum = await createLocation(db());
    await createTime(db(), { locationId: noMinimum.id, duration: 1_000 });
    expect((await listTimes(token, { locationId: noMinimum.id, hiddenOnly: true })).json().total).toBe(0);
  });

  it('lists a disabled location too, and answers 404 for an unknown one', async () => {
    const { token } = await adminToken();
    const location = await createLocation(db(), { disabled: true });
    await createTime(db(), { locationId: location.id });
    expect((await listTimes(token, { locationId: location.id })).json().total).toBe(1);
    expect((await listTimes(token, { locationId: 99_999 })).statusCode).toBe(404);
  });

  it.each([
    ['locationId', { locationId: undefined }],
    ['locationId', { locationId: '1' }],
    ['page', { page: 0 }],
    ['page', { page: 1.5 }],
    ['pageSize', { pageSize: 201 }],
    ['pageSize', { pageSize: 0 }],
    ['userName', { userName: 'x'.repeat(101) }],
    ['userName', { userName: 5 }],
    ['hiddenOnly', { hiddenOnly: 'yes' }],
  ])('answers 400 naming %s (%j)', async (field, change) => {
    const { token } = await adminToken();
    const location = await createLocation(db());
    const response = await listTimes(token, { locationId: location.id, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });
});

describe('POST /api/Location/DeleteTime', () => {
  const deleteTime = (token: string | undefined, payload: object) =>
    t.request({ method: 'POST', url: '/api/Location/DeleteTime', token, payload });

  it('deletes any time, casual or official, with an audit row holding the deleted row', async () => {
    const admin = await adminToken();
    const c = await course();
    for (const time of [c.annHidden, c.bobOfficial]) {
      const response = await deleteTime(admin.token, { id: time.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await db().select().from(times).where(eq(times.id, time.id))).toEqual([]);
    }
    const audits = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audits.map((row) => [row.action, row.entity, row.entityId, row.actorId])).toEqual([
      ['delete', 'time', c.annHidden.id, admin.id],
      ['delete', 'time', c.bobOfficial.id, admin.id],
    ]);
    expect(audits[1].data).toEqual({
      before: JSON.parse(JSON.stringify(c.bobOfficial)),
      after: null,
    });
    expect((await listTimes(admin.token, { locationId: c.location.id })).json().total).toBe(2);
  });

  it('answers 404 for an unknown time and 400 naming id', async () => {
    const { token } = await adminToken();
    expect((await deleteTime(token, { id: 99_999 })).statusCode).toBe(404);
    for (const payload of [{}, { id: '1' }, { id: -1 }]) {
      const response = await deleteTime(token, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['id']);
    }
  });

  it("does not let a member delete their own time here (the admin screen's route)", async () => {
    const c = await course();
    const own = await t.login(c.ann.userName);
    expect((await deleteTime(own, { id: c.annFast.id })).statusCode).toBe(403);
    expect(await db().select().from(times).where(eq(times.id, c.annFast.id))).toHaveLength(1);
  });
});
