import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { splitMessages } from '../../shared/splits';
import { siteEquipment, timeSplits, times } from '../db/schema/index';
import { createCourse } from '../test/courses';
import { createEquipment, createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;
const url = '/api/Leaderboard/AddToLeaderboard';

/** A run over `course` (equipment ids) cut into `segments`, finished `agoMs` before NOW. */
function splitRun(locationId: number, course: number[], segments: number[], agoMs = 60_000) {
  let ms = 0;
  const splits = segments.map((segment, position) => {
    ms += segment;
    return { equipmentId: course[position], ms };
  });
  const completed = new Date(NOW.getTime() - agoMs);
  return {
    locationId,
    timeStarted: new Date(completed.getTime() - ms).toISOString(),
    timeCompleted: completed.toISOString(),
    duration: ms,
    splits,
  };
}

async function member(userName = 'runner') {
  const user = await t.createUser({ userName });
  return { ...user, token: await t.login(userName) };
}

/** A three-obstacle course and its equipment ids in order. */
async function course() {
  const { location, sites } = await createCourse(db(), ['Rings', 'Wall', 'Bars']);
  return { locationId: location.id, ids: sites.map((site) => site.equipmentId) };
}

const save = (token: string | undefined, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, token, payload, headers });

const storedSplits = async () =>
  (await db().select().from(timeSplits).orderBy(asc(timeSplits.timeId), asc(timeSplits.position))).map(
    ({ onBoard: _onBoard, ...split }) => split,
  );

describe('POST /api/Leaderboard/AddToLeaderboard with splits', () => {
  it('stores the splits against their equipment and answers them, no deltas or gold on the first run', async () => {
    const { locationId, ids } = await course();
    const me = await member();
    const response = await save(me.token, splitRun(locationId, ids, [5_000, 7_000, 3_000]));
    expect(response.statusCode).toBe(200);
    expect(response.json().splits).toEqual([
      { equipmentId: ids[0], ms: 5_000, segmentMs: 5_000, deltaMs: null, segmentDeltaMs: null, gold: false },
      { equipmentId: ids[1], ms: 12_000, segmentMs: 7_000, deltaMs: null, segmentDeltaMs: null, gold: false },
      { equipmentId: ids[2], ms: 15_000, segmentMs: 3_000, deltaMs: null, segmentDeltaMs: null, gold: false },
    ]);
    const [time] = await db().select().from(times);
    expect(await storedSplits()).toEqual(
      [5_000, 12_000, 15_000].map((ms, position) => ({
        timeId: time.id,
        position,
        equipmentId: ids[position],
        ms,
        segmentMs: [5_000, 7_000, 3_000][position],
        userId: me.id,
        locationId,
        course: ids.join(','),
        timeCompleted: time.timeCompleted,
      })),
    );
  });

  it('compares with the fastest earlier run with splits and marks gold segments', async () => {
    const { locationId, ids } = await course();
    const me = await member();
    const other = await member('other');
    await save(me.token, splitRun(locationId, ids, [5_000, 7_000, 3_000], 600_000)); // 15 s, the PB
    await save(me.token, splitRun(locationId, ids, [4_000, 9_000, 4_000], 500_000)); // 17 s
    // Another member's faster segments are not this member's.
    await save(other.token, splitRun(locationId, ids, [1_000, 1_000, 1_000], 400_000));
    const response = await save(me.token, splitRun(locationId, ids, [4_500, 6_000, 3_000]));
    expect(response.json().splits).toEqual([
      { equipmentId: ids[0], ms: 4_500, segmentMs: 4_500, deltaMs: -500, segmentDeltaMs: -500, gold: false },
      {
        equipmentId: ids[1],
        ms: 10_500,
        segmentMs: 6_000,
        deltaMs: -1_500,
        segmentDeltaMs: -1_000,
        gold: true,
      },
      { equipmentId: ids[2], ms: 13_500, segmentMs: 3_000, deltaMs: -1_500, segmentDeltaMs: 0, gold: false },
    ]);
  });

  it('answers an empty list for a run saved without splits, which leaves no splits and no deltas', async () => {
    const { locationId, ids } = await course();
    const me = await member();
    const { splits: _none, ...plain } = splitRun(locationId, ids, [5_000, 7_000, 3_000], 120_000);
    const response = await save(me.token, plain);
    expect(response.statusCode).toBe(200);
    expect(response.json().splits).toEqual([]);
    expect(await storedSplits()).toEqual([]);
    const next = await save(me.token, splitRun(locationId, ids, [5_000, 7_000, 3_000]));
    expect(next.json().splits.map((split: { deltaMs: number | null }) => split.deltaMs)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('compares only with a personal best that has splits: a faster run without them leaves no deltas, gold stays', async () => {
    const { locationId, ids } = await course();
    const me = await member();
    await save(me.token, splitRun(locationId, ids, [5_000, 7_000, 3_000], 600_000)); // 15 s, split
    // The personal best, 12 s, was timed without splits: nothing to compare each split with.
    const { splits: _none, ...unsplit } = splitRun(locationId, ids, [4_000, 4_000, 4_000], 500_000);
    await save(me.token, unsplit);
    const response = await save(me.token, splitRun(locationId, ids, [4_500, 8_000, 2_500]));
    expect(response.json().splits).toEqual([
      { equipmentId: ids[0], ms: 4_500, segmentMs: 4_500, deltaMs: null, segmentDeltaMs: null, gold: true },
      { equipmentId: ids[1], ms: 12_500, segmentMs: 8_000, deltaMs: null, segmentDeltaMs: null, gold: false },
      { equipmentId: ids[2], ms: 15_000, segmentMs: 2_500, deltaMs: null, segmentDeltaMs: null, gold: true },
    ]);
    // Once a run with splits is the personal best, the next run is compared with it, not with itself.
    const faster = await save(me.token, splitRun(locationId, ids, [3_000, 5_000, 2_000], 30_000)); // 10 s
    expect(faster.json().splits.map((split: { deltaMs: number | null }) => split.deltaMs)).toEqual([
      null,
      null,
      null,
    ]);
    const next = await save(me.token, splitRun(locationId, ids, [3_500, 5_000, 2_000], 10_000));
    expect(next.json().splits.map((split: { deltaMs: number | null }) => split.deltaMs)).toEqual([
      500, 500, 500,
    ]);
  });

  it('keeps a run that a phone sends twice with one Idempotency-Key once, splits included', async () => {
    const { locationId, ids } = await course();
    const me = await member();
    const payload = splitRun(locationId, ids, [5_000, 7_000, 3_000]);
    const first = await save(me.token, payload, { 'idempotency-key': 'run-1' });
    const again = await save(me.token, payload, { 'idempotency-key': 'run-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedSplits()).toHaveLength(3);
  });

  it('refuses splits that do not fit the course with a 400 naming splits, saving nothing', async () => {
    const { locationId, ids } = await course();
    const stranger = (await createEquipment(db())).id;
    const me = await member();
    const good = splitRun(locationId, ids, [5_000, 7_000, 3_000]);
    const cases: Array<[string, object, string]> = [
      ['wrong count', { ...good, splits: good.splits.slice(0, 2) }, splitMessages.count(3)],
      [
        'wrong order',
        { ...good, splits: [good.splits[1], good.splits[0], good.splits[2]] },
        splitMessages.order,
      ],
      [
        'unknown equipment',
        { ...good, splits: [good.splits[0], { equipmentId: stranger, ms: 12_000 }, good.splits[2]] },
        splitMessages.unknownEquipment(stranger),
      ],
      [
        'not increasing',
        { ...good, splits: [good.splits[0], { ...good.splits[1], ms: 5_000 }, good.splits[2]] },
        splitMessages.increasing,
      ],
      [
        'last is not the duration',
        { ...good, splits: [good.splits[0], good.splits[1], { ...good.splits[2], ms: 14_000 }] },
        splitMessages.lastIsDuration,
      ],
    ];
    for (const [label, payload, message] of cases) {
      const response = await save(me.token, payload);
      expect([label, response.statusCode, response.json().fields]).toEqual([label, 400, { splits: message }]);
    }
    const shapes: object[] = [
      { ...good, splits: 'fast' },
      { ...good, splits: [{ equipmentId: ids[0], ms: '5000' }] },
      { ...good, splits: [{ equipmentId: String(ids[0]), ms: 5_000 }] },
      { ...good, splits: Array.from({ length: 101 }, (_, i) => ({ equipmentId: ids[0], ms: i + 1 })) },
    ];
    for (const payload of shapes) {
      const response = await save(me.token, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).every((field) => field.startsWith('splits'))).toBe(true);
    }
    // A course without obstacles takes no splits.
    const bare = (await createLocation(db())).id;
    const onBare = await save(me.token, { ...good, locationId: bare });
    expect(onBare.json().fields).toEqual({ splits: splitMessages.count(0) });
    expect(await db().select().from(times)).toEqual([]);
    expect(await storedSplits()).toEqual([]);
  });

  it('refuses a segment under 1 second: splits at 1, 2, 3, 4 and 5 ms then the finish save nothing', async () => {
    const { location, sites } = await createCourse(db(), ['A', 'B', 'C', 'D', 'E', 'F']);
    const ids = sites.map((site) => site.equipmentId);
    const me = await member();
    const tapped = splitRun(location.id, ids, [1, 1, 1, 1, 1, 29_995]);
    expect(tapped.splits.map((split) => split.ms)).toEqual([1, 2, 3, 4, 5, 30_000]);
    const response = await save(me.token, tapped);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ splits: splitMessages.segmentTooShort(1, 1) });
    const oneShort = await save(
      me.token,
      splitRun(location.id, ids, [5_000, 5_000, 999, 5_000, 5_000, 5_000]),
    );
    expect(oneShort.json().fields).toEqual({ splits: splitMessages.segmentTooShort(3, 1) });
    expect(await db().select().from(times)).toEqual([]);
    const second = await save(
      me.token,
      splitRun(location.id, ids, [1_000, 1_000, 1_000, 1_000, 1_000, 1_000]),
    );
    expect(second.statusCode).toBe(200);
  });

  it('refuses a segment under the floor the admin set for that obstacle, naming splits', async () => {
    const { locationId, ids } = await course();
    await db()
      .update(siteEquipment)
      .set({ minSegmentSeconds: 8 })
      .where(eq(siteEquipment.equipmentId, ids[1]));
    const me = await member();
    const quick = await save(me.token, splitRun(locationId, ids, [5_000, 7_999, 3_000]));
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toEqual({
      error: splitMessages.segmentTooShort(2, 8),
      code: 'INVALID_INPUT',
      fields: { splits: splitMessages.segmentTooShort(2, 8) },
    });
    expect((await save(me.token, splitRun(locationId, ids, [1_000, 8_000, 1_000]))).statusCode).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    const { locationId, ids } = await course();
    expect((await save(undefined, splitRun(locationId, ids, [5_000, 7_000, 3_000]))).statusCode).toBe(401);
  });

  it("keeps a run's splits when the course changes later, against the equipment they were timed on", async () => {
    const { locationId, ids } = await course();
    const me = await member();
    await save(me.token, splitRun(locationId, ids, [5_000, 7_000, 3_000]));
    await db().delete(siteEquipment).where(eq(siteEquipment.equipmentId, ids[1]));
    expect((await storedSplits()).map((row) => row.equipmentId)).toEqual(ids);
  });
});
