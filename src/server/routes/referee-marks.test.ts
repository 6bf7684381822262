import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markMessages } from '../../shared/event-format';
import { auditLog, locations, timeMarks, times } from '../db/schema/index';
import { formatEvents } from '../test/format-events';
import { withTestApp } from '../test/harness';

/** A referee's marks of each obstacle at an obstacles or penalty event, and the boards they rank. */

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;
const { eventOf, marksOf, run, record, recordMarked, board, competitors } = formatEvents(t, NOW);

describe('POST /api/Referee/AddToLeaderboard with marks', () => {
  it('ranks an obstacles event by obstacles cleared, then the last mark; none cleared below one, by duration', async () => {
    const at = await eventOf('obstacles');
    const [ann, bob, cat, dan, eve] = await competitors('ann', 'bob', 'cat', 'dan', 'eve');
    const save = async (userId: number, duration: number, marks: [boolean, number][]) => {
      const response = await record(at, run(at, userId, duration, marksOf(at, marks)));
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    await save(ann.id, 30_000, [
      [true, 9_000],
      [false, 30_000],
    ]);
    await save(bob.id, 50_000, [
      [true, 10_000],
      [true, 20_000],
      [true, 45_000],
    ]);
    const cats = await save(cat.id, 20_000, [
      [true, 8_000],
      [false, 20_000],
    ]);
    expect(cats).toMatchObject({
      standing: 2,
      result: { obstaclesCleared: 1, penaltyMs: 0, rankedMs: 8_000 },
    });
    await save(dan.id, 4_000, [[false, 4_000]]);
    await save(eve.id, 3_000, [[false, 3_000]]);
    expect(await board(at.eventId)).toEqual([
      { name: 'bob', standing: 1, cleared: 3, penaltyMs: 0, rankedMs: 45_000, duration: 50_000 },
      { name: 'cat', standing: 2, cleared: 1, penaltyMs: 0, rankedMs: 8_000, duration: 20_000 },
      { name: 'ann', standing: 3, cleared: 1, penaltyMs: 0, rankedMs: 9_000, duration: 30_000 },
      { name: 'eve', standing: 4, cleared: 0, penaltyMs: 0, rankedMs: 3_000, duration: 3_000 },
      { name: 'dan', standing: 5, cleared: 0, penaltyMs: 0, rankedMs: 4_000, duration: 4_000 },
    ]);
    // A competitor's best run is their best by the format: Ann's second run goes further, slower.
    const again = await save(ann.id, 60_000, [
      [true, 15_000],
      [true, 40_000],
      [false, 60_000],
    ]);
    expect(again).toMatchObject({
      standing: 2,
      personalBest: true,
      result: { obstaclesCleared: 2, rankedMs: 40_000 },
    });
    expect((await board(at.eventId)).map((row) => row.name)).toEqual(['bob', 'ann', 'cat', 'eve', 'dan']);
  });

  it('adds the penalty of each failed obstacle at a penalty event, and keeps failed runs off the location boards', async () => {
    const at = await eventOf('penalty', 30);
    const [ann, bob] = await competitors('ann', 'bob');
    const annSaved = await recordMarked(at, ann.id, 40_000, [
      [true, 10_000],
      [false, 20_000],
      [true, 35_000],
    ]);
    expect(annSaved.json()).toMatchObject({
      standing: 1,
      result: { obstaclesCleared: 2, penaltyMs: 30_000, rankedMs: 70_000 },
    });
    await recordMarked(at, bob.id, 60_000, [
      [true, 10_000],
      [true, 20_000],
      [true, 50_000],
    ]);
    expect(await board(at.eventId)).toEqual([
      { name: 'bob', standing: 1, cleared: 3, penaltyMs: 0, rankedMs: 60_000, duration: 60_000 },
      { name: 'ann', standing: 2, cleared: 2, penaltyMs: 30_000, rankedMs: 70_000, duration: 40_000 },
    ]);
    // The location's Comp board ranks whole runs by their time: Ann's run with a fail is not on it.
    const comp = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListResults',
      payload: { locationId: at.locationId, period: 'all', official: true },
    });
    expect(comp.json().map((row: { user: { userName: string } }) => row.user.userName)).toEqual(['bob']);
  });

  it.each([
    ['no marks at an obstacles event', 'obstacles', undefined, markMessages.required],
    [
      'a short penalty run',
      'penalty',
      [
        [true, 1_000],
        [true, 2_000],
      ],
      markMessages.penaltyAll(3),
    ],
    [
      'marks that stop before the course ends',
      'obstacles',
      [
        [true, 1_000],
        [true, 2_000],
      ],
      markMessages.short(3),
    ],
    [
      'a mark after a fail',
      'obstacles',
      [
        [true, 1_000],
        [false, 2_000],
        [true, 3_000],
      ],
      markMessages.stopAtFail,
    ],
    [
      'times out of order',
      'penalty',
      [
        [true, 2_000],
        [true, 1_000],
        [true, 3_000],
      ],
      markMessages.increasing,
    ],
    [
      'a mark after the finish',
      'penalty',
      [
        [true, 1_000],
        [true, 2_000],
        [true, 31_000],
      ],
      markMessages.afterFinish,
    ],
    ['marks at a time trial', 'time', [[true, 1_000]], markMessages.notAtTimeEvent],
  ] as const)('answers 400 naming obstacles for %s, and stores nothing', async (_, format, marks, message) => {
    const at = await eventOf(format);
    const [ann] = await competitors('ann');
    const response = await record(
      at,
      run(
        at,
        ann.id,
        30_000,
        marks
          ? marksOf(
              at,
              marks.map((mark) => [...mark]),
            )
          : undefined,
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ obstacles: message });
    expect(await db().select().from(times)).toEqual([]);
  });

  it('answers 400 naming obstacles for an unknown obstacle, the wrong order or a malformed mark', async () => {
    const at = await eventOf('penalty');
    const [ann] = await competitors('ann');
    const [rings, wall, bars] = at.ids;
    const send = (obstacles: unknown) => record(at, run(at, ann.id, 30_000, obstacles as object[]));
    const unknown = await send([
      { equipmentId: rings, cleared: true, ms: 1_000 },
      { equipmentId: 999_999, cleared: true, ms: 2_000 },
      { equipmentId: bars, cleared: true, ms: 3_000 },
    ]);
    expect(unknown.json().fields).toEqual({ obstacles: markMessages.unknownEquipment(999_999) });
    const swapped = await send([
      { equipmentId: wall, cleared: true, ms: 1_000 },
      { equipmentId: rings, cleared: true, ms: 2_000 },
      { equipmentId: bars, cleared: true, ms: 3_000 },
    ]);
    expect(swapped.json().fields).toEqual({ obstacles: markMessages.order });
    const malformed = await send([{ equipmentId: rings, cleared: 'yes', ms: 1_000 }]);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)[0]).toMatch(/^obstacles/);
    expect((await send('all clear')).json().fields).toHaveProperty('obstacles');
  });

  it('keeps marks with the time: audited, deleted with it and restored with it', async () => {
    const at = await eventOf('obstacles');
    const [ann] = await competitors('ann');
    const marks = marksOf(at, [
      [true, 9_000],
      [false, 30_000],
    ]);
    const saved = await record(at, run(at, ann.id, 30_000, marks));
    const timeId = saved.json().result.id;
    const stored = () =>
      db()
        .select({ equipmentId: timeMarks.equipmentId, cleared: timeMarks.cleared, ms: timeMarks.ms })
        .from(timeMarks)
        .where(eq(timeMarks.timeId, timeId))
        .orderBy(asc(timeMarks.position));
    expect(await stored()).toEqual(marks);
    const [created] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'time'), eq(auditLog.action, 'create')));
    expect(created.data).toMatchObject({
      after: { obstacles: marks, obstaclesReached: 1, courseObstacles: 3 },
    });

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/Referee/DeleteTimeRecorded/${timeId}`,
      token: at.referee.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    const undone = await t.request({
      method: 'POST',
      url: `/api/Referee/RestoreTimeRecorded/${timeId}`,
      token: at.referee.token,
    });
    expect(undone.statusCode).toBe(200);
    expect(await stored()).toEqual(marks);
    expect(await board(at.eventId)).toEqual([
      { name: 'ann', standing: 1, cleared: 1, penaltyMs: 0, rankedMs: 9_000, duration: 30_000 },
    ]);
  });

  it("agrees with the lane's splits when both are sent", async () => {
    const at = await eventOf('penalty');
    const [ann] = await competitors('ann');
    const splits = at.ids.map((equipmentId, position) => ({ equipmentId, ms: (position + 1) * 10_000 }));
    const agree = marksOf(at, [
      [true, 10_000],
      [false, 20_000],
      [true, 30_000],
    ]);
    const disagree = marksOf(at, [
      [true, 10_000],
      [false, 21_000],
      [true, 30_000],
    ]);
    const refused = await record(at, { ...run(at, ann.id, 30_000, disagree), splits });
    expect(refused.json().fields).toEqual({ obstacles: markMessages.splitsDisagree });
    const taken = await record(at, { ...run(at, ann.id, 30_000, agree), splits });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().result).toMatchObject({ penaltyMs: 30_000, rankedMs: 60_000 });
  });

  it('adds the marks and a column per obstacle to the event CSV', async () => {
    const at = await eventOf('penalty', 30);
    const [ann] = await competitors('ann');
    await recordMarked(at, ann.id, 40_000, [
      [true, 10_000],
      [false, 20_000],
      [true, 35_000],
    ]);
    const csv = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${at.eventId}.csv` });
    const [header, row] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header.split(',').slice(7)).toEqual([
      'Cleared',
      'Penalty',
      'Ranked time',
      `Rings ${at.locationId}`,
      `Wall ${at.locationId}`,
      `Bars ${at.locationId}`,
    ]);
    expect(row.split(',').slice(7)).toEqual([
      '2',
      '0:30.00',
      '1:10.00',
      'cleared 0:10.00',
      'failed 0:20.00',
      'cleared 0:35.00',
    ]);
  });

  it('shows a member their marks in My Results', async () => {
    const at = await eventOf('obstacles');
    const ann = await t.signIn({ userName: 'ann' });
    const marks = marksOf(at, [
      [true, 9_000],
      [false, 30_000],
    ]);
    await record(at, run(at, ann.id, 30_000, marks));
    const mine = await t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token: ann.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().official).toEqual([
      expect.objectContaining({ obstacles: marks, obstaclesCleared: 1, rankedMs: 9_000, standing: null }),
    ]);
  });

  it("holds a whole run to the course's minimum, not one a failed obstacle ended at an obstacles event", async () => {
    const at = await eventOf('obstacles');
    await db().update(locations).set({ minimumSeconds: 20 }).where(eq(locations.id, at.locationId));
    const [ann, bob] = await competitors('ann', 'bob');
    const ended = await recordMarked(at, ann.id, 5_000, [
      [true, 2_000],
      [false, 5_000],
    ]);
    expect(ended.statusCode).toBe(200);
    const whole = await recordMarked(at, bob.id, 15_000, [
      [true, 2_000],
      [true, 5_000],
      [true, 14_000],
    ]);
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toMatchObject({ code: 'BELOW_MINIMUM', fields: { duration: expect.any(String) } });
  });
});
