import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { displayName } from '../../shared/format';
import { messages } from '../../shared/messages';
import { auditLog, events, locations, times, users } from '../db/schema/index';
import { createEvent, createLocation, createTime, createUser } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

const signedIn = (roles: ('Admin' | 'Referee')[] = []) => t.signIn({ roles });
const audit = (token: string | undefined, query = '') =>
  t.request({ method: 'GET', url: `/api/Admin/Audit${query}`, token });
const restore = (token: string | undefined, id: unknown) =>
  t.request({ method: 'POST', url: '/api/Admin/Audit/Restore', token, payload: { id } });
const deleteTime = (token: string, id: number) =>
  t.request({ method: 'DELETE', url: `/api/Leaderboard/Delete/${id}`, token });
const storedTime = async (id: number) => (await db().select().from(times).where(eq(times.id, id)))[0];

async function expectAdminOnly(send: (token: string | undefined) => Promise<{ statusCode: number }>) {
  expect((await send(undefined)).statusCode).toBe(401);
  expect((await send((await signedIn()).token)).statusCode).toBe(403);
  expect((await send((await signedIn(['Referee'])).token)).statusCode).toBe(403);
}

/** An official time at an event, recorded by a referee, then deleted by the admin. */
async function deletedOfficialTime(adminToken: string) {
  const runner = await createUser(db());
  const recorder = await createUser(db(), { roles: ['Referee'] });
  const { id: locationId } = await createLocation(db());
  const { id: eventId } = await createEvent(db(), { locationId });
  const time = await createTime(db(), {
    userId: runner.id,
    locationId,
    eventId,
    recordedById: recorder.id,
    duration: 65_432,
    timeCompleted: new Date('2025-01-01T03:00:00.123Z'),
  });
  expect((await deleteTime(adminToken, time.id)).statusCode).toBe(200);
  const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, time.id));
  return { time, entry, runner, recorder, locationId, eventId };
}

describe('GET /api/Admin/Audit', () => {
  it('lists the trail newest first with the actor, filtered by actor, entity and dates, a page at a time', async () => {
    const admin = await signedIn(['Admin']);
    const other = await t.createUser();
    const at = (iso: string) => new Date(iso);
    await db()
      .insert(auditLog)
      .values([
        {
          actorId: admin.id,
          action: 'create',
          entity: 'location',
          entityId: 1,
          createdAt: at('2025-03-01T10:00:00Z'),
        },
        {
          actorId: other.id,
          action: 'update',
          entity: 'user',
          entityId: 2,
          createdAt: at('2025-03-02T10:00:00Z'),
        },
        {
          actorId: admin.id,
          action: 'update',
          entity: 'location',
          entityId: 1,
          createdAt: at('2025-03-03T23:30:00Z'),
        },
        {
          actorId: null,
          action: 'update',
          entity: 'user',
          entityId: 3,
          createdAt: at('2025-03-04T10:00:00Z'),
          data: {
            before: { passwordHash: 'x', userName: 'old', nested: { refreshToken: 'y' } },
            after: null,
          },
        },
      ]);
    const ids = async (query: string) =>
      (await audit(admin.token, query)).json().entries.map((e: { entityId: number }) => e.entityId);

    const all = (await audit(admin.token)).json();
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(all.entries.map((e: { createdAt: string }) => e.createdAt)).toEqual([
      '2025-03-04T10:00:00.000Z',
      '2025-03-03T23:30:00.000Z',
      '2025-03-02T10:00:00.000Z',
      '2025-03-01T10:00:00.000Z',
    ]);
    expect(all.entries[0]).toEqual({
      id: expect.any(Number),
      createdAt: '2025-03-04T10:00:00.000Z',
      actor: null,
      action: 'update',
      entity: 'user',
      entityId: 3,
      data: { before: { userName: 'old', nested: {} }, after: null },
      restorable: false,
      names: {},
    });
    expect(all.entries[1].actor).toEqual({ id: admin.id, userName: admin.userName });

    expect(await ids(`?actorId=${admin.id}`)).toEqual([1, 1]);
    expect(await ids('?entity=user')).toEqual([3, 2]);
    expect(await ids('?from=2025-03-02&to=2025-03-03')).toEqual([1, 2]);
    expect(await ids('?from=2025-03-02T12:00:00Z&to=2025-03-04T10:00:00Z')).toEqual([3, 1]);
    // The last day there is: its next midnight would have a five-digit year.
    expect(await ids('?from=2025-03-04&to=9999-12-31')).toEqual([3]);
    const second = (await audit(admin.token, '?page=2&pageSize=3')).json();
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.entries.map((e: { entityId: number }) => e.entityId)).toEqual([1]);
  });

  it('answers 400 naming a bad filter, and is admin only', async () => {
    const admin = await signedIn(['Admin']);
    for (const [query, field] of [
      ['?actorId=abc', 'actorId'],
      ['?from=yesterday', 'from'],
      ['?from=0000-01-01T00%3A00%3A00.000Z', 'from'],
      ['?to=1899-12-31', 'to'],
      ['?from=2025-03-05&to=2025-03-04', 'to'],
      ['?pageSize=500', 'pageSize'],
      [`?entity=${'e'.repeat(51)}`, 'entity'],
    ]) {
      const response = await audit(admin.token, query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    expect((await audit(admin.token, '?from=2025-03-05&to=2025-03-04')).json().fields.to).toBe(
      messages.auditFromAfterTo,
    );
    await expectAdminOnly((token) => audit(token));
  });
});

describe('POST /api/Admin/Audit/Restore', () => {
  it('puts a deleted time back exactly as it was, on its board, with its own audit row; only once', async () => {
    const admin = await signedIn(['Admin']);
    const { time, entry, eventId, runner } = await deletedOfficialTime(admin.token);
    const board = async () =>
      (await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${eventId}` })).json();
    expect(await board()).toEqual([]);
    const listed = (await audit(admin.token, '?entity=time')).json().entries;
    expect(listed).toMatchObject([{ id: entry.id, action: 'delete', restorable: true }]);
    // The list names the competitor, the course and the event instead of their ids.
    const [runnerRow] = await t.database.db.select().from(users).where(eq(users.id, runner.id));
    const [eventRow] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    const [locationRow] = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.id, time.locationId));
    expect(listed[0].names).toEqual({
      user: displayName(runnerRow),
      location: locationRow.name,
      event: eventRow.name,
    });

    const response = await restore(admin.token, entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: time.id,
      userId: time.userId,
      locationId: time.locationId,
      eventId,
      duration: 65_432,
      official: true,
      timeStarted: time.timeStarted.toISOString(),
      timeCompleted: '2025-01-01T03:00:00.123Z',
    });
    // Every column as it was, the id included.
    expect(await storedTime(time.id)).toEqual(time);
    expect(await board()).toMatchObject([
      { id: time.id, user: { userName: runner.userName }, duration: 65_432 },
    ]);

    const trail = (await audit(admin.token, '?entity=time')).json().entries;
    expect(trail.map((e: { action: string; restorable: boolean }) => [e.action, e.restorable])).toEqual([
      ['restore', false],
      ['delete', false],
    ]);
    expect(trail[0]).toMatchObject({ actor: { id: admin.id }, entityId: time.id });

    const again = await restore(admin.token, entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.timeAlreadyRestored);
    // The sequence was not touched: the next time gets the next id.
    expect((await createTime(db())).id).toBe(time.id + 1);
  });

  it('restores a time deleted again from its latest delete only', async () => {
    const admin = await signedIn(['Admin']);
    const { time, entry } = await deletedOfficialTime(admin.token);
    expect((await restore(admin.token, entry.id)).statusCode).toBe(200);
    expect((await deleteTime(admin.token, time.id)).statusCode).toBe(200);
    const first = await restore(admin.token, entry.id);
    expect(first.statusCode).toBe(409);
    const deletes = (await audit(admin.token, '?entity=time')).json().entries;
    expect(deletes.map((e: { action: string; restorable: boolean }) => [e.action, e.restorable])).toEqual([
      ['delete', true],
      ['restore', false],
      ['delete', false],
    ]);
    expect((await restore(admin.token, deletes[0].id)).statusCode).toBe(200);
    expect(await storedTime(time.id)).toEqual(time);
  });

  it("answers 409 when the time's competitor, event or location is gone, and leaves a missing recorder empty", async () => {
    const admin = await signedIn(['Admin']);
    const gone = await deletedOfficialTime(admin.token);
    await db().delete(users).where(eq(users.id, gone.recorder.id));
    await db().delete(users).where(eq(users.id, gone.runner.id));
    const noUser = await restore(admin.token, gone.entry.id);
    expect(noUser.statusCode).toBe(409);
    expect(noUser.json().error).toBe(messages.restoreUserGone);

    const noEvent = await deletedOfficialTime(admin.token);
    await db().delete(events).where(eq(events.id, noEvent.eventId));
    expect((await restore(admin.token, noEvent.entry.id)).json().error).toBe(messages.restoreEventGone);
    await db().delete(locations).where(eq(locations.id, noEvent.locationId));
    expect((await restore(admin.token, noEvent.entry.id)).json().error).toBe(messages.restoreLocationGone);

    const noRecorder = await deletedOfficialTime(admin.token);
    await db().delete(users).where(eq(users.id, noRecorder.recorder.id));
    expect((await restore(admin.token, noRecorder.entry.id)).statusCode).toBe(200);
    expect(await storedTime(noRecorder.time.id)).toEqual({ ...noRecorder.time, recordedById: null });
  });

  it('answers 400 for an entry that is not a deleted time, 404 for an unknown entry, and is admin only', async () => {
    const admin = await signedIn(['Admin']);
    const created = await t.request({
      method: 'POST',
      url: '/api/UserManagement/Create',
      token: admin.token,
      payload: {
        firstName: 'Jo',
        lastName: 'Walker',
        userName: 'JoW',
        email: 'jo@example.com',
        phoneNumber: '0412000111',
        password: 'Str0ng!pass',
      },
    });
    expect(created.statusCode).toBe(200);
    const [userEntry] = await db().select().from(auditLog);
    const notATime = await restore(admin.token, userEntry.id);
    expect(notATime.statusCode).toBe(400);
    expect(notATime.json().fields).toEqual({ id: messages.onlyDeletedTimesRestore });
    expect((await restore(admin.token, 99_999)).statusCode).toBe(404);
    const bad = await restore(admin.token, '5');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
    const { entry } = await deletedOfficialTime(admin.token);
    await expectAdminOnly((token) => restore(token, entry.id));
    expect(await db().select().from(times)).toEqual([]);
  });
});
