import { describe, expect, it } from 'vitest';
import { BOARD_NOW as NOW, runBody } from '../test/boards';
import { createCourse } from '../test/courses';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';
import { statementsSent } from '../test/statements-sent';
import { crossSoloPairing, witnessedSaveBody } from '../test/witnessed-run';

const t = withTestApp({ now: NOW });
const db = () => t.database.db;

/** The save's answer, and the statements it sent to the database. */
async function saveCounted(token: string, payload: object, key?: string) {
  let statusCode = 0;
  let answer: unknown;
  const sent = await statementsSent(t.database, async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });
    statusCode = response.statusCode;
    answer = response.json();
  });
  return { statusCode, answer, sent };
}

/** A run over the course's obstacles, one split each, 10 s apart. */
function splitRunBody(locationId: number, course: number[]) {
  const body = runBody(locationId, course.length * 10_000);
  return { ...body, splits: course.map((equipmentId, index) => ({ equipmentId, ms: (index + 1) * 10_000 })) };
}

/**
 * Every signed-in request reads its session's user (lib/actor.ts: a logout stops its tokens at once);
 * a save then reads its checks and writes in one statement each.
 */
describe('a member save in three round trips: the session, the checks, the write', () => {
  it('plain, with its Idempotency-Key kept in the same statement', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await t.signIn();
    const saved = await saveCounted(me.token, runBody(locationId, 70_000), 'plain-run');
    expect(saved.statusCode, JSON.stringify(saved.answer)).toBe(200);
    expect(saved.sent).toHaveLength(3);
    expect(saved.sent.join('\n')).not.toMatch(/\bbegin\b/i);
  });

  it('with splits: the splits, the history they are compared with and the place in the write', async () => {
    const { location, sites } = await createCourse(db(), ['Rings', 'Wall', 'Bars']);
    const course = sites.map((site) => site.equipmentId);
    const me = await t.signIn();
    const first = await saveCounted(me.token, splitRunBody(location.id, course), 'first-split-run');
    expect(first.statusCode).toBe(200);
    const second = await saveCounted(
      me.token,
      { ...splitRunBody(location.id, course), duration: 30_000 },
      'again',
    );
    expect(second.statusCode, JSON.stringify(second.answer)).toBe(200);
    expect(second.sent).toHaveLength(3);
    expect(second.answer).toMatchObject({ splits: [{ deltaMs: 0 }, { deltaMs: 0 }, { deltaMs: 0 }] });
  });

  it('a witnessed gate run: the pairing is read with the checks', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await t.signIn();
    const pairing = await crossSoloPairing(t, me.token, {
      locationId,
      startMs: NOW.getTime() - 60_000,
      durationMs: 40_000,
    });
    const saved = await saveCounted(me.token, witnessedSaveBody(pairing), 'gate-run');
    expect(saved.statusCode, JSON.stringify(saved.answer)).toBe(200);
    expect(saved.answer).toMatchObject({ result: { witnessed: true, timingMethod: 'gate' } });
    expect(saved.sent).toHaveLength(3);
  });

  it('a save sent again under its key: the session and the checks, and the first answer', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await t.signIn();
    const body = runBody(locationId, 70_000);
    const first = await saveCounted(me.token, body, 'sent-twice');
    const again = await saveCounted(me.token, body, 'sent-twice');
    expect(again.answer).toEqual(first.answer);
    expect(again.sent).toHaveLength(2);
  });
});
