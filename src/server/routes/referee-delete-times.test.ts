import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { auditLog, times } from '../db/schema/index';
import { assignReferee, createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

/**
 * What Delete Times relies on beyond listing and deleting: each referee event says whether its times
 * may be deleted now (the same rule the delete is checked by), and Undo puts a deleted time back.
 */

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const signedIn = (roles: ('Admin' | 'Referee')[] = []) => t.signIn({ roles });

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const remove = (id: number, token: string) =>
  t.request({ method: 'DELETE', url: `/api/Referee/DeleteTimeRecorded/${id}`, token });
const restore = (id: number | string, token: string | undefined) =>
  t.request({ method: 'POST', url: `/api/Referee/RestoreTimeRecorded/${id}`, token });

/** An 8-hour event starting `startsInHours` from NOW (negative: already started), with one official time. */
async function eventStarting(startsInHours: number, referee?: { id: number }) {
  const locationId = (await createLocation(db())).id;
  const startTime = new Date(NOW.getTime() + startsInHours * HOUR);
  const eventId = (await createEvent(db(), { locationId, startTime })).id;
  if (referee) await assignReferee(db(), { eventId, userId: referee.id });
  const runner = await t.createUser({ userName: `Runner${eventId}` });
  const { id: timeId } = await createTime(db(), {
    userId: runner.id,
    locationId,
    eventId,
    duration: 65_430,
    timeCompleted: new Date(startTime.getTime() + HOUR),
  });
  return { eventId, runner, timeId };
}

const deletable = (body: { id: number; timesDeletable: boolean }[]) =>
  Object.fromEntries(body.map((event) => [event.id, event.timesDeletable]));

describe('GET /api/Referee/MyEvents and MyPastEvents: timesDeletable', () => {
  it('follows the referee window: open from an hour before the start to a day after the end', async () => {
    const referee = await signedIn(['Referee']);
    const running = await eventStarting(-2, referee);
    const inHalfAnHour = await eventStarting(0.5, referee);
    const tomorrow = await eventStarting(24, referee);
    const endedTwentyHoursAgo = await eventStarting(-28, referee);
    const endedTwoDaysAgo = await eventStarting(-56, referee);

    const current = await get('/api/Referee/MyEvents', referee.token);
    expect(current.statusCode).toBe(200);
    expect(deletable(current.json())).toEqual({
      [running.eventId]: true,
      [inHalfAnHour.eventId]: true,
      [tomorrow.eventId]: false,
    });
    const past = await get('/api/Referee/MyPastEvents', referee.token);
    expect(past.statusCode).toBe(200);
    expect(deletable(past.json())).toEqual({
      [endedTwentyHoursAgo.eventId]: true,
      [endedTwoDaysAgo.eventId]: false,
    });
  });

  it('agrees with the delete itself for every listed event', async () => {
    const referee = await signedIn(['Referee']);
    const events = [
      await eventStarting(-2, referee),
      await eventStarting(24, referee),
      await eventStarting(-28, referee),
      await eventStarting(-56, referee),
    ];
    const listed = deletable([
      ...(await get('/api/Referee/MyEvents', referee.token)).json(),
      ...(await get('/api/Referee/MyPastEvents', referee.token)).json(),
    ]);
    for (const event of events) {
      const answer = await remove(event.timeId, referee.token);
      expect(answer.statusCode).toBe(listed[event.eventId] ? 200 : 403);
    }
  });

  it('marks every event deletable for an admin', async () => {
    const admin = await signedIn(['Admin']);
    await eventStarting(-2);
    await eventStarting(-24 * 30);
    const all = [
      ...(await get('/api/Referee/MyEvents', admin.token)).json(),
      ...(await get('/api/Referee/MyPastEvents', admin.token)).json(),
    ] as { timesDeletable: boolean }[];
    expect(all).toHaveLength(2);
    expect(all.every((event) => event.timesDeletable)).toBe(true);
  });

  it('answers 401 to a guest and 403 to a member', async () => {
    const member = await signedIn();
    for (const url of ['/api/Referee/MyEvents', '/api/Referee/MyPastEvents']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, member.token)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/Referee/RestoreTimeRecorded/{id}', () => {
  it('puts the deleted time back with its own id and answers it as the list shows it', async () => {
    const referee = await signedIn(['Referee']);
    const at = await eventStarting(-2, referee);
    const [before] = await db().select().from(times).where(eq(times.id, at.timeId));
    expect((await remove(at.timeId, referee.token)).statusCode).toBe(200);

    const answer = await restore(at.timeId, referee.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: at.timeId,
      duration: 65_430,
      tsDuration: '1:05.43',
      timeCompleted: before.timeCompleted.toISOString(),
      user: { id: at.runner.id, userName: at.runner.userName, name: 'Test User' },
    });
    const [after] = await db().select().from(times).where(eq(times.id, at.timeId));
    expect(after).toEqual(before);
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, at.timeId));
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'restore']);
    const listed = await get(`/api/Referee/TimesRecorded/${at.eventId}`, referee.token);
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([at.timeId]);
  });

  it('answers 409 to a second Undo, and restores again after a second delete', async () => {
    const referee = await signedIn(['Referee']);
    const at = await eventStarting(-2, referee);
    await remove(at.timeId, referee.token);
    expect((await restore(at.timeId, referee.token)).statusCode).toBe(200);
    const again = await restore(at.timeId, referee.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.timeAlreadyRestored);
    await remove(at.timeId, referee.token);
    expect((await restore(at.timeId, referee.token)).statusCode).toBe(200);
  });

  it('answers a referee of another event 403, and a referee past the window 403 saying why', async () => {
    const referee = await signedIn(['Referee']);
    const other = await signedIn(['Referee']);
    // Ended 24 hours before NOW: NOW is the window's last moment.
    const at = await eventStarting(-32, referee);
    await remove(at.timeId, referee.token);
    expect((await restore(at.timeId, other.token)).statusCode).toBe(403);
    t.setNow(new Date(NOW.getTime() + 1));
    const late = await restore(at.timeId, referee.token);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ error: messages.restoreOutsideRefereeWindow, code: 'FORBIDDEN' });
    expect(await db().select().from(times).where(eq(times.id, at.timeId))).toHaveLength(0);
    // An admin restores it whenever.
    const { admin } = await t.roleTokens();
    expect((await restore(at.timeId, admin)).statusCode).toBe(200);
    t.setNow(NOW);
  });

  it('answers 401 to a guest, 403 to a member, 404 for a time never deleted or casual, 400 for a bad id', async () => {
    const referee = await signedIn(['Referee']);
    const member = await signedIn();
    const at = await eventStarting(-2, referee);
    await remove(at.timeId, referee.token);
    expect((await restore(at.timeId, undefined)).statusCode).toBe(401);
    expect((await restore(at.timeId, member.token)).statusCode).toBe(403);
    expect((await restore(99_999, referee.token)).statusCode).toBe(404);

    const standing = await eventStarting(-2, referee);
    expect((await restore(standing.timeId, referee.token)).statusCode).toBe(404);

    const casual = await createTime(db(), { userId: member.id });
    const { admin } = await t.roleTokens();
    expect((await remove(casual.id, admin)).statusCode).toBe(200);
    expect((await restore(casual.id, referee.token)).statusCode).toBe(404);

    const bad = await restore('abc', referee.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });
});
