import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { splitMessages } from '../../shared/splits';
import { auditLog, siteEquipment, timeSplits, times } from '../db/schema/index';
import { createCourse } from '../test/courses';
import { assignReferee, createEvent } from '../test/factories';
import { withTestApp } from '../test/harness';

/** The referee's save with splits, and splits through delete, audit and restore of a time. */

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

async function signedIn(roles: ('Admin' | 'Referee')[] = []) {
  const user = await t.createUser({ roles });
  return { ...user, token: await t.login(user.userName) };
}

/** A running event on a three-obstacle course, refereed by a signed-in referee, and a competitor. */
async function eventAtWork() {
  const { location, sites } = await createCourse(db(), ['Rings', 'Wall', 'Bars']);
  const eventId = (
    await createEvent(db(), { locationId: location.id, startTime: new Date(NOW.getTime() - HOUR) })
  ).id;
  const referee = await signedIn(['Referee']);
  await assignReferee(db(), { eventId, userId: referee.id });
  const competitor = await signedIn();
  return {
    locationId: location.id,
    eventId,
    ids: sites.map((site) => site.equipmentId),
    referee,
    competitor,
  };
}

type Event = Awaited<ReturnType<typeof eventAtWork>>;

function officialRun(at: Event, segments: number[]) {
  let ms = 0;
  const splits = segments.map((segment, position) => {
    ms += segment;
    return { equipmentId: at.ids[position], ms };
  });
  const completed = new Date(NOW.getTime() - 60_000);
  return {
    userId: at.competitor.id,
    eventId: at.eventId,
    locationId: at.locationId,
    timeStarted: new Date(completed.getTime() - ms).toISOString(),
    timeCompleted: completed.toISOString(),
    duration: ms,
    splits,
  };
}

const record = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/Referee/AddToLeaderboard', token, payload });

const storedSplits = () =>
  db()
    .select({ timeId: timeSplits.timeId, equipmentId: timeSplits.equipmentId, ms: timeSplits.ms })
    .from(timeSplits)
    .orderBy(asc(timeSplits.timeId), asc(timeSplits.position));

const lastAudit = async (action: string) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'time'), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('POST /api/Referee/AddToLeaderboard with splits', () => {
  it("stores the competitor's splits, compares them with the competitor's runs and audits them", async () => {
    const at = await eventAtWork();
    const first = await record(at.referee.token, officialRun(at, [5_000, 7_000, 3_000]));
    expect(first.statusCode).toBe(200);
    expect(first.json().splits.map((split: { gold: boolean }) => split.gold)).toEqual([false, false, false]);
    const second = await record(at.referee.token, officialRun(at, [4_000, 8_000, 3_000]));
    expect(
      second
        .json()
        .splits.map(({ deltaMs, segmentDeltaMs, gold }: Record<string, unknown>) => [
          deltaMs,
          segmentDeltaMs,
          gold,
        ]),
    ).toEqual([
      [-1_000, -1_000, true],
      [0, 1_000, false],
      [0, 0, false],
    ]);
    const [time] = await db().select().from(times).where(eq(times.id, second.json().result.id));
    expect(time).toMatchObject({ userId: at.competitor.id, official: true });
    expect((await lastAudit('create')).data).toMatchObject({
      after: { id: time.id, splits: officialRun(at, [4_000, 8_000, 3_000]).splits },
    });
  });

  it('refuses splits off the course with a 400 naming splits, and a member with a 403', async () => {
    const at = await eventAtWork();
    const run = officialRun(at, [5_000, 7_000, 3_000]);
    const reversed = await record(at.referee.token, { ...run, splits: [...run.splits].reverse() });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ splits: splitMessages.order });
    expect((await record(at.competitor.token, run)).statusCode).toBe(403);
    expect(await storedSplits()).toEqual([]);
  });

  it("refuses a segment under 1 second, or under the obstacle's floor, naming splits", async () => {
    const at = await eventAtWork();
    const tapped = await record(at.referee.token, officialRun(at, [1, 1, 15_000]));
    expect(tapped.statusCode).toBe(400);
    expect(tapped.json().fields).toEqual({ splits: splitMessages.segmentTooShort(1, 1) });
    await db()
      .update(siteEquipment)
      .set({ minSegmentSeconds: 5 })
      .where(eq(siteEquipment.equipmentId, at.ids[2]));
    const underFloor = await record(at.referee.token, officialRun(at, [4_000, 8_000, 4_999]));
    expect(underFloor.json().fields).toEqual({ splits: splitMessages.segmentTooShort(3, 5) });
    expect(await storedSplits()).toEqual([]);
    expect((await record(at.referee.token, officialRun(at, [4_000, 8_000, 5_000]))).statusCode).toBe(200);
  });
});

describe('deleting and restoring a time with splits', () => {
  it('deletes the splits with the time, keeps them in the audit row, and Undo puts them back', async () => {
    const at = await eventAtWork();
    const run = officialRun(at, [5_000, 7_000, 3_000]);
    const { id } = (await record(at.referee.token, run)).json().result;
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/Referee/DeleteTimeRecorded/${id}`,
      token: at.referee.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedSplits()).toEqual([]);
    expect((await lastAudit('delete')).data).toMatchObject({ before: { id, splits: run.splits } });

    const undone = await t.request({
      method: 'POST',
      url: `/api/Referee/RestoreTimeRecorded/${id}`,
      token: at.referee.token,
    });
    expect(undone.statusCode).toBe(200);
    expect(await storedSplits()).toEqual(run.splits.map((split) => ({ timeId: id, ...split })));
    expect((await lastAudit('restore')).data).toMatchObject({ after: { id, splits: run.splits } });
  });

  it("brings a member's casual run back with its splits through the admin's restore", async () => {
    const at = await eventAtWork();
    const { token } = at.competitor;
    const { splits, userId: _user, eventId: _event, ...casual } = officialRun(at, [5_000, 7_000, 3_000]);
    const saved = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token,
      payload: { ...casual, splits },
    });
    const { id } = saved.json().result;
    await t.request({ method: 'DELETE', url: `/api/Leaderboard/Delete/${id}`, token });
    expect(await storedSplits()).toEqual([]);
    const admin = await signedIn(['Admin']);
    const entry = await lastAudit('delete');
    const restored = await t.request({
      method: 'POST',
      url: '/api/Admin/Audit/Restore',
      token: admin.token,
      payload: { id: entry.id },
    });
    expect(restored.statusCode).toBe(200);
    expect(await storedSplits()).toEqual(splits.map((split) => ({ timeId: id, ...split })));
    const mine = await t.request({ method: 'GET', url: `/api/Leaderboard/MySplits/${at.locationId}`, token });
    expect(mine.json().personalBest).toMatchObject({ timeId: id, duration: 15_000 });
  });
});
