import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { auditLog } from '../db/schema/index';
import { createCourse } from '../test/courses';
import { formatEvents } from '../test/format-events';
import { withTestApp } from '../test/harness';

/** Competition formats on the admin's side: an event scored by time, by the furthest obstacle or with penalties. */

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;
const { eventOf, recordMarked, board, competitors } = formatEvents(t, NOW);

describe('POST /api/Event/Create and Update with a format', () => {
  const form = (locationId: number, extra: object) => ({
    name: 'Ninja Cup',
    locationId,
    startTime: '2025-07-01T08:00:00+10:00',
    endTime: '2025-07-01T16:00:00+10:00',
    ...extra,
  });

  it('creates a time trial by default and a penalty event with its penalty; every answer carries both', async () => {
    const { admin } = await t.roleTokens();
    const { location } = await createCourse(db(), ['Rings']);
    const plain = await t.request({
      method: 'POST',
      url: '/api/Event/Create',
      token: admin,
      payload: form(location.id, {}),
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ format: 'time', penaltySeconds: null });
    const penalty = await t.request({
      method: 'POST',
      url: '/api/Event/Create',
      token: admin,
      payload: form(location.id, { name: 'Penalty Cup', format: 'penalty', penaltySeconds: 30 }),
    });
    expect(penalty.statusCode).toBe(200);
    expect(penalty.json()).toMatchObject({ format: 'penalty', penaltySeconds: 30 });
    const single = await t.request({
      method: 'POST',
      url: '/api/Event/GetSingle',
      payload: { id: penalty.json().id },
    });
    expect(single.json()).toMatchObject({ format: 'penalty', penaltySeconds: 30 });
    const list = await t.request({ method: 'GET', url: '/api/Event/ListAll' });
    expect(
      list
        .json()
        .map((event: { format: string }) => event.format)
        .sort(),
    ).toEqual(['penalty', 'time']);
  });

  it('answers 400 naming format for an unknown one and penaltySeconds when missing, out of range or not a penalty event', async () => {
    const { admin } = await t.roleTokens();
    const { location } = await createCourse(db(), ['Rings']);
    const create = (extra: object) =>
      t.request({
        method: 'POST',
        url: '/api/Event/Create',
        token: admin,
        payload: form(location.id, extra),
      });
    const unknown = await create({ format: 'relay' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.format).toBe('Format must be time, obstacles or penalty');
    const missing = await create({ format: 'penalty' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.penaltySeconds).toBe(messages.penaltySecondsRequired);
    for (const penaltySeconds of [0, 601, 2.5, '30']) {
      const bad = await create({ format: 'penalty', penaltySeconds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('penaltySeconds');
    }
    const stray = await create({ format: 'obstacles', penaltySeconds: 30 });
    expect(stray.json().fields.penaltySeconds).toBe(messages.penaltySecondsOnlyForPenalty);
  });

  it('re-ranks a board with recorded times when the format changes, audited, and keeps it on an update without one', async () => {
    const at = await eventOf('time');
    const [ann, bob] = await competitors('ann', 'bob');
    // Marks are kept only at a format event: record as obstacles, then look at the board as a time trial.
    const { admin } = await t.roleTokens();
    const update = (extra: object) =>
      t.request({
        method: 'POST',
        url: '/api/Event/Update',
        token: admin,
        payload: {
          id: at.eventId,
          ...form(at.locationId, {
            startTime: new Date(NOW.getTime() - HOUR).toISOString(),
            endTime: new Date(NOW.getTime() + 7 * HOUR).toISOString(),
          }),
          ...extra,
        },
      });
    expect((await update({ format: 'obstacles' })).statusCode).toBe(200);
    // Ann clears all three in 40 s; Bob fails the second at 12 s (his clock stops there).
    expect(
      (
        await recordMarked(at, ann.id, 40_000, [
          [true, 10_000],
          [true, 25_000],
          [true, 38_000],
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await recordMarked(at, bob.id, 12_000, [
          [true, 5_000],
          [false, 12_000],
        ])
      ).statusCode,
    ).toBe(200);
    expect(await board(at.eventId)).toEqual([
      { name: 'ann', standing: 1, cleared: 3, penaltyMs: 0, rankedMs: 38_000, duration: 40_000 },
      { name: 'bob', standing: 2, cleared: 1, penaltyMs: 0, rankedMs: 5_000, duration: 12_000 },
    ]);

    // The same marks as a time trial: the faster time wins.
    const toTime = await update({ format: 'time' });
    expect(toTime.json()).toMatchObject({ format: 'time', penaltySeconds: null });
    expect(await board(at.eventId)).toEqual([
      { name: 'bob', standing: 1, cleared: null, penaltyMs: 0, rankedMs: 12_000, duration: 12_000 },
      { name: 'ann', standing: 2, cleared: null, penaltyMs: 0, rankedMs: 40_000, duration: 40_000 },
    ]);

    // With penalties: Bob is charged for the two obstacles he did not clear.
    expect((await update({ format: 'penalty', penaltySeconds: 20 })).statusCode).toBe(200);
    expect(await board(at.eventId)).toEqual([
      { name: 'ann', standing: 1, cleared: 3, penaltyMs: 0, rankedMs: 40_000, duration: 40_000 },
      { name: 'bob', standing: 2, cleared: 1, penaltyMs: 40_000, rankedMs: 52_000, duration: 12_000 },
    ]);
    // An update without a format leaves it as it is.
    expect((await update({})).json()).toMatchObject({ format: 'penalty', penaltySeconds: 20 });
    // A penalty alone changes a penalty event's penalty.
    expect((await update({ penaltySeconds: 5 })).json()).toMatchObject({
      format: 'penalty',
      penaltySeconds: 5,
    });
    expect((await board(at.eventId))[0]).toMatchObject({ name: 'bob', standing: 1, rankedMs: 22_000 });

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.data).toMatchObject({
      before: { penaltySeconds: 20 },
      after: { format: 'penalty', penaltySeconds: 5 },
    });
  });
});
