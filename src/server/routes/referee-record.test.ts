import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, officialTimeUnderMinimum } from '../../shared/messages';
import { auditLog, events, locations, times, users } from '../db/schema/index';
import { assignReferee, createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;
const url = '/api/Referee/AddToLeaderboard';

async function signedIn(roles: ('Admin' | 'Referee')[] = []) {
  const user = await t.createUser({ roles });
  return { ...user, token: await t.login(user.userName) };
}

/** A running event (started 2 h before NOW, 8 h long) at a location, refereed by a signed-in referee. */
async function eventAtWork() {
  const locationId = (await createLocation(db())).id;
  const eventId = (
    await createEvent(db(), { locationId: locationId, startTime: new Date(NOW.getTime() - 2 * HOUR) })
  ).id;
  const referee = await signedIn(['Referee']);
  await assignReferee(db(), { eventId, userId: referee.id });
  const competitor = await t.createUser();
  return { locationId, eventId, referee, competitor };
}

/** A run of `duration` ms that finished `agoMs` before NOW. */
function officialRun(
  at: { locationId: number; eventId: number },
  userId: number,
  duration: number,
  agoMs = 60_000,
) {
  const completed = new Date(NOW.getTime() - agoMs);
  return {
    userId,
    eventId: at.eventId,
    locationId: at.locationId,
    timeStarted: new Date(completed.getTime() - duration).toISOString(),
    timeCompleted: completed.toISOString(),
    duration,
  };
}

const record = (token: string | undefined, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, token, payload, headers });

describe('POST /api/Referee/AddToLeaderboard', () => {
  it('stores an official time for the competitor, recorded by the referee, with its audit row', async () => {
    const at = await eventAtWork();
    const response = await record(at.referee.token, officialRun(at, at.competitor.id, 95_120));
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(times);
    expect(row).toMatchObject({
      userId: at.competitor.id,
      eventId: at.eventId,
      locationId: at.locationId,
      official: true,
      recordedById: at.referee.id,
      duration: 95_120,
      timingMethod: 'referee',
      witnessed: true,
    });
    expect(response.json()).toMatchObject({
      standing: 1,
      result: { id: row.id, officialTime: true, tsDuration: '1:35.12', standing: 1 },
    });
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({
      actorId: at.referee.id,
      action: 'create',
      entity: 'time',
      entityId: row.id,
    });
  });

  it("answers the competitor's standing on the event board by their best time", async () => {
    const at = await eventAtWork();
    const rival = await t.createUser();
    await createTime(db(), {
      userId: rival.id,
      locationId: at.locationId,
      eventId: at.eventId,
      duration: 50_000,
      timeCompleted: new Date(NOW.getTime() - HOUR),
    });
    const slow = await record(at.referee.token, officialRun(at, at.competitor.id, 70_000, 120_000));
    expect(slow.json()).toMatchObject({ standing: 2, result: { standing: 2 } });
    const fast = await record(at.referee.token, officialRun(at, at.competitor.id, 40_000));
    expect(fast.json()).toMatchObject({ standing: 1, result: { standing: 1 } });
    const board = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${at.eventId}` });
    expect(board.json().map((row: { duration: number }) => row.duration)).toEqual([40_000, 50_000]);
  });

  it('lets an admin record at any event, and refuses a referee of another event (403) and a member (403)', async () => {
    const at = await eventAtWork();
    const admin = await signedIn(['Admin']);
    expect((await record(admin.token, officialRun(at, at.competitor.id, 60_000))).statusCode).toBe(200);
    const otherReferee = await signedIn(['Referee']);
    const refused = await record(otherReferee.token, officialRun(at, at.competitor.id, 60_000));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(messages.notEventReferee);
    const member = await signedIn();
    expect((await record(member.token, officialRun(at, at.competitor.id, 60_000))).statusCode).toBe(403);
    expect((await record(undefined, officialRun(at, at.competitor.id, 60_000))).statusCode).toBe(401);
    expect(await db().select().from(times)).toHaveLength(1);
  });

  it('answers 404 for an unknown event or competitor', async () => {
    const at = await eventAtWork();
    const noEvent = await record(at.referee.token, {
      ...officialRun(at, at.competitor.id, 60_000),
      eventId: 99_999,
    });
    expect(noEvent.statusCode).toBe(404);
    const noUser = await record(at.referee.token, officialRun(at, 99_999, 60_000));
    expect(noUser.statusCode).toBe(404);
  });

  it("refuses a location that is not the event's, and a disabled competitor, naming the field", async () => {
    const at = await eventAtWork();
    const elsewhere = (await createLocation(db())).id;
    const wrongPlace = await record(at.referee.token, {
      ...officialRun(at, at.competitor.id, 60_000),
      locationId: elsewhere,
    });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().fields).toEqual({ locationId: messages.eventLocationMismatch });
    await db().update(users).set({ disabled: true }).where(eq(users.id, at.competitor.id));
    const disabled = await record(at.referee.token, officialRun(at, at.competitor.id, 60_000));
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().fields).toEqual({ userId: messages.competitorDisabled });
    expect(await db().select().from(times)).toHaveLength(0);
  });

  it.each([
    ['userId as text', { userId: '5' }, 'userId'],
    ['eventId as true', { eventId: true }, 'eventId'],
    ['duration under a second', { duration: 500 }, 'duration'],
    ['no finish time', { timeCompleted: undefined }, 'timeCompleted'],
  ])('answers 400 naming the field for %s', async (_case, change, field) => {
    const at = await eventAtWork();
    const response = await record(at.referee.token, {
      ...officialRun(at, at.competitor.id, 60_000),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it('takes recordings from 1 h before the start to 24 h after the end, and no other time', async () => {
    const at = await eventAtWork();
    // The event runs NOW − 2 h … NOW + 6 h: the window is NOW − 3 h … NOW + 30 h.
    const opens = new Date(NOW.getTime() - 3 * HOUR);
    const closes = new Date(NOW.getTime() + 30 * HOUR);
    const runEndingAt = (moment: Date) => {
      const completed = moment.toISOString();
      const timeStarted = new Date(moment.getTime() - 60_000).toISOString();
      return { ...officialRun(at, at.competitor.id, 60_000), timeStarted, timeCompleted: completed };
    };
    for (const [moment, status] of [
      [new Date(opens.getTime() - 1), 400],
      [opens, 200],
      [closes, 200],
      [new Date(closes.getTime() + 1), 400],
    ] as const) {
      t.setNow(moment);
      const response = await record(at.referee.token, runEndingAt(moment));
      expect(response.statusCode, moment.toISOString()).toBe(status);
      if (status === 400) expect(response.json().fields).toEqual({ eventId: messages.outsideRefereeWindow });
    }
  });

  it('refuses a run that finished before the window opened, even when recorded inside it', async () => {
    const at = await eventAtWork();
    const finishedEarly = officialRun(at, at.competitor.id, 60_000, 3 * HOUR + 1);
    const response = await record(at.referee.token, finishedEarly);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ timeCompleted: messages.completedOutsideRefereeWindow });
  });

  it('answers 400 naming timeCompleted for a run finished over 30 days ago or ahead of the clock', async () => {
    const at = await eventAtWork();
    // A month-long event, so the referee window alone refuses none of these.
    await db()
      .update(events)
      .set({ startTime: new Date(NOW.getTime() - 40 * DAY), endTime: new Date(NOW.getTime() + 3 * DAY) })
      .where(eq(events.id, at.eventId));
    const dated = (timeCompleted: string) => ({
      ...officialRun(at, at.competitor.id, 30_000),
      timeStarted: new Date(Date.parse(timeCompleted) - 30_000).toISOString(),
      timeCompleted,
    });
    const refused = [
      [dated('0001-01-01T00:00:30.000Z'), messages.completedTooLongAgo],
      [dated('1970-01-01T00:00:30.000Z'), messages.completedTooLongAgo],
      [officialRun(at, at.competitor.id, 30_000, 31 * DAY), messages.completedTooLongAgo],
      [officialRun(at, at.competitor.id, 30_000, -10 * 60_000), messages.completedInFuture],
    ] as const;
    for (const [payload, message] of refused) {
      const response = await record(at.referee.token, payload);
      expect(response.statusCode, payload.timeCompleted).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'INVALID_INPUT',
        fields: { timeCompleted: message },
      });
    }
    expect(await db().select().from(times)).toHaveLength(0);
    const recent = await record(at.referee.token, officialRun(at, at.competitor.id, 30_000, 29 * DAY));
    expect(recent.statusCode).toBe(200);

    t.setNow(new Date(NOW.getTime() + 2 * DAY));
    const aged = await record(at.referee.token, officialRun(at, at.competitor.id, 30_000, 29 * DAY));
    expect(aged.json().fields).toEqual({ timeCompleted: messages.completedTooLongAgo });
  });

  it("refuses a time under the course's minimum until the referee confirms it, naming duration", async () => {
    const at = await eventAtWork();
    await db().update(locations).set({ minimumSeconds: 30 }).where(eq(locations.id, at.locationId));
    const short = officialRun(at, at.competitor.id, 6_000);
    const headers = { 'idempotency-key': 'lane-1-run-1' };
    const refused = await record(at.referee.token, short, headers);
    expect(refused.statusCode).toBe(400);
    const message = officialTimeUnderMinimum(6_000, 30_000);
    expect(message).toBe(
      "0:06.00 is under this course's minimum of 0:30.00. Check the time and confirm it to record it.",
    );
    expect(refused.json()).toEqual({ error: message, code: 'BELOW_MINIMUM', fields: { duration: message } });
    const unconfirmed = await record(at.referee.token, { ...short, confirmShort: false });
    expect(unconfirmed.json().fields).toEqual({ duration: message });
    const asText = await record(at.referee.token, { ...short, confirmShort: 'true' });
    expect(asText.statusCode).toBe(400);
    expect(Object.keys(asText.json().fields)).toEqual(['confirmShort']);
    expect(await db().select().from(times)).toHaveLength(0);

    // The same key once confirmed: the refusal kept no key, so the confirmed time saves.
    const confirmed = await record(at.referee.token, { ...short, confirmShort: true }, headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ standing: 1, result: { duration: 6_000, officialTime: true } });
    const [audit] = await db().select().from(auditLog);
    expect(audit.data).toMatchObject({ after: { duration: 6_000, confirmShort: true } });
    const atMinimum = await record(at.referee.token, officialRun(at, at.competitor.id, 30_000));
    expect(atMinimum.statusCode).toBe(200);
  });

  it('asks no confirmation where the course has no minimum', async () => {
    const at = await eventAtWork();
    const response = await record(at.referee.token, officialRun(at, at.competitor.id, 6_000));
    expect(response.statusCode).toBe(200);
  });

  it('stores one row for a retry with the same Idempotency-Key and replays the first answer', async () => {
    const at = await eventAtWork();
    const payload = officialRun(at, at.competitor.id, 61_000);
    const headers = { 'idempotency-key': 'lane-1-run-7' };
    const first = await record(at.referee.token, payload, headers);
    const again = await record(at.referee.token, payload, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await db().select().from(times)).toHaveLength(1);
  });
});
