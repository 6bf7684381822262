import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { REMOVAL_REASON_MAX, removalTexts } from '../../shared/time-removal';
import { auditLog, outgoingEmails, times } from '../db/schema/index';
import { insertCrossedPairing } from '../test/crossing-photos';
import { createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';
import { startMailServer } from '../test/mail-server';

const NOW = new Date('2026-05-04T06:00:00.000Z');
const smtp = await startMailServer();
afterAll(() => smtp.close());
const t = withTestApp({ now: NOW, env: { SMTP_URL: smtp.url } });
const db = () => t.database.db;
beforeEach(() => smtp.clear());

const remove = (
  token: string | undefined,
  id: number | string,
  payload: object = { reason: 'Ran the short way' },
) => t.request({ method: 'POST', url: `/api/Admin/Times/RemoveFromBoards/${id}`, token, payload });
const restore = (token: string | undefined, id: number | string) =>
  t.request({ method: 'POST', url: `/api/Admin/Times/RestoreToBoards/${id}`, token });
const casualBoard = async (locationId: number) =>
  (await t.request({ method: 'GET', url: `/api/Leaderboard/CasualResults/${locationId}` }))
    .json()
    .map((row: { user: { userName: string }; duration: number }) => [row.user.userName, row.duration]);

/** ann's witnessed gate run (with both pictures) ahead of bob's hand-timed one at Albert Park. */
async function course() {
  const location = await createLocation(db(), { name: 'Albert Park' });
  const ann = await t.createUser({ userName: 'ann', email: 'ann@example.com' });
  const bob = await t.createUser({ userName: 'bob' });
  const photos = { start: '/uploads/start.webp', finish: '/uploads/finish.webp' };
  const gate = await insertCrossedPairing(db(), {
    userId: ann.id,
    locationId: location.id,
    now: new Date(NOW.getTime() - 60 * 60_000),
    photos,
    timed: true,
  });
  await createTime(db(), { userId: bob.id, locationId: location.id, duration: 70_000, timeCompleted: NOW });
  return { location, ann, bob, timeId: gate.timeId ?? 0, photos };
}

describe('POST /api/Admin/Times/RemoveFromBoards/{id} and RestoreToBoards/{id}', () => {
  it('takes the run off the boards with its reason, audited, tells the runner, and restores it', async () => {
    const { admin, adminId } = await t.roleTokens();
    const c = await course();
    expect(await casualBoard(c.location.id)).toEqual([
      ['ann', 60_000],
      ['bob', 70_000],
    ]);

    const removed = await remove(admin, c.timeId, { reason: '  Cut the corner at the wall  ' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      id: c.timeId,
      timingMethod: 'gate',
      removed: {
        at: NOW.toISOString(),
        reason: 'Cut the corner at the wall',
        byUserName: expect.any(String),
      },
      photos: c.photos,
    });
    expect(await casualBoard(c.location.id)).toEqual([['bob', 70_000]]);
    const [row] = await db().select().from(times).where(eq(times.id, c.timeId));
    expect(row).toMatchObject({
      removedReason: 'Cut the corner at the wall',
      removedById: adminId,
      counts: false,
    });

    const mail = await smtp.waitForMail((message) => message.to.includes('ann@example.com'));
    expect(mail.subject).toBe('Your CourseClock run was removed from the boards');
    expect(mail.text).toContain('your run of 1:00.00 at Albert Park');
    expect(mail.text).toMatch(
      /your run of 1:00\.00 at Albert Park on \d+\/\d+\/\d{4} \d+:\d\d [ap]m AE[SD]T/,
    );
    expect(mail.text).toContain('Cut the corner at the wall');

    const restored = await restore(admin, c.timeId);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: c.timeId, removed: null });
    expect(await casualBoard(c.location.id)).toEqual([
      ['ann', 60_000],
      ['bob', 70_000],
    ]);
    const back = await smtp.waitForMail((message) => message.subject.includes('back on the boards'));
    expect(back.to).toEqual(['ann@example.com']);

    const audit = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((entry) => [entry.action, entry.entity, entry.entityId, entry.actorId])).toEqual([
      ['remove-from-boards', 'time', c.timeId, adminId],
      ['restore-to-boards', 'time', c.timeId, adminId],
    ]);
    expect(audit[0]?.data).toMatchObject({
      before: { removedAt: null, removedReason: null },
      after: { removedReason: 'Cut the corner at the wall', removedById: adminId },
    });
    expect(audit[1]?.data).toMatchObject({
      after: { removedAt: null, removedReason: null, removedById: null },
    });
  });

  it('lists a removed run as such in the location’s times, with its pictures', async () => {
    const { admin } = await t.roleTokens();
    const c = await course();
    await remove(admin, c.timeId);
    const list = await t.request({
      method: 'POST',
      url: '/api/Location/ListTimes',
      token: admin,
      payload: { locationId: c.location.id },
    });
    const rows = list.json().times as { id: number; removed: unknown; photos: unknown }[];
    expect(rows.map((row) => [row.id, row.removed !== null, row.photos])).toEqual([
      [expect.any(Number), false, null],
      [c.timeId, true, c.photos],
    ]);
  });

  it('tells the runner in MyResults why the run left the boards, beside its crossing pictures', async () => {
    const { admin } = await t.roleTokens();
    const c = await course();
    const token = await t.login('ann');
    await remove(admin, c.timeId, { reason: 'Started behind the line' });
    const mine = (await t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token })).json();
    expect(mine.unofficial).toEqual([
      expect.objectContaining({ id: c.timeId, removedReason: 'Started behind the line', photos: c.photos }),
    ]);
    expect(mine.time).toMatchObject({ id: c.timeId, removedReason: 'Started behind the line' });
    await restore(admin, c.timeId);
    const back = (await t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token })).json();
    expect(back.unofficial[0]).toMatchObject({ removedReason: null, photos: c.photos });
    const bob = (
      await t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token: await t.login('bob') })
    ).json();
    expect(bob.unofficial[0]).toMatchObject({ removedReason: null, photos: null });
  });

  it('409 for removing a run already off the boards and restoring one on them', async () => {
    const { admin } = await t.roleTokens();
    const c = await course();
    const notRemoved = await restore(admin, c.timeId);
    expect(notRemoved.statusCode).toBe(409);
    expect(notRemoved.json().error).toBe(removalTexts.notRemoved);
    await remove(admin, c.timeId);
    const again = await remove(admin, c.timeId, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(removalTexts.alreadyRemoved);
    const [row] = await db().select().from(times).where(eq(times.id, c.timeId));
    expect(row?.removedReason).toBe('Ran the short way');
  });

  it('400 naming reason when it is missing, blank or too long, and naming id for a bad id', async () => {
    const { admin } = await t.roleTokens();
    const c = await course();
    for (const payload of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(REMOVAL_REASON_MAX + 1) },
      { reason: 5 },
    ]) {
      const response = await remove(admin, c.timeId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['reason']);
    }
    expect((await remove(admin, c.timeId, { reason: 'x'.repeat(REMOVAL_REASON_MAX) })).statusCode).toBe(200);
    const badId = await remove(admin, 'seven');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fields)).toEqual(['id']);
    expect((await restore(admin, 'seven')).statusCode).toBe(400);
  });

  it('401 for a guest, 403 for a member or referee, 404 for no such time', async () => {
    const { admin, member, referee } = await t.roleTokens();
    const c = await course();
    expect((await remove(undefined, c.timeId)).statusCode).toBe(401);
    expect((await remove(member, c.timeId)).statusCode).toBe(403);
    expect((await remove(referee, c.timeId)).statusCode).toBe(403);
    expect((await restore(undefined, c.timeId)).statusCode).toBe(401);
    expect((await restore(member, c.timeId)).statusCode).toBe(403);
    expect((await restore(referee, c.timeId)).statusCode).toBe(403);
    expect((await remove(admin, 999_999)).statusCode).toBe(404);
    expect((await restore(admin, 999_999)).statusCode).toBe(404);
    const [row] = await db().select().from(times).where(eq(times.id, c.timeId));
    expect(row?.removedAt).toBeNull();
    expect(await db().select().from(outgoingEmails)).toEqual([]);
  });
});
