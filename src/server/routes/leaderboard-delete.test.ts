import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, times } from '../db/schema/index';
import { assignReferee, createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;
const remove = (id: number | string, token?: string) =>
  t.request({ method: 'DELETE', url: `/api/Leaderboard/Delete/${id}`, token });

const signedIn = (roles: ('Admin' | 'Referee')[] = []) => t.signIn({ roles });

async function casualTimeOf(userId: number) {
  const { id: locationId } = await createLocation(db());
  return (await createTime(db(), { userId, locationId, duration: 61_000, timeCompleted: NOW })).id;
}

/** An official time at an event running at NOW, or starting at `startTime`. */
async function officialTimeOf(
  userId: number,
  refereeId?: number,
  startTime = new Date(NOW.getTime() - HOUR),
) {
  const { id: locationId } = await createLocation(db());
  const { id: eventId } = await createEvent(db(), { locationId, startTime });
  if (refereeId) await assignReferee(db(), { eventId, userId: refereeId });
  return (await createTime(db(), { userId, locationId, duration: 61_000, timeCompleted: NOW, eventId })).id;
}

const stored = async (id: number) => (await db().select().from(times).where(eq(times.id, id))).length;

describe('DELETE /api/Leaderboard/Delete/{id}', () => {
  it('lets a member delete their own casual time, and audits the deleted row', async () => {
    const me = await signedIn();
    const id = await casualTimeOf(me.id);
    const response = await remove(id, me.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await stored(id)).toBe(0);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ actorId: me.id, action: 'delete', entity: 'time', entityId: id });
    expect(audit.data).toMatchObject({ before: { id, userId: me.id, duration: 61_000 }, after: null });
  });

  it("refuses a member another member's time and their own official time (403), keeping both", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const theirs = await casualTimeOf(other.id);
    const myOfficial = await officialTimeOf(me.id);
    expect((await remove(theirs, me.token)).statusCode).toBe(403);
    expect((await remove(myOfficial, me.token)).statusCode).toBe(403);
    expect(await stored(theirs)).toBe(1);
    expect(await stored(myOfficial)).toBe(1);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('lets a referee delete official times of their own events only', async () => {
    const referee = await signedIn(['Referee']);
    const competitor = await t.createUser();
    const atTheirEvent = await officialTimeOf(competitor.id, referee.id);
    const elsewhere = await officialTimeOf(competitor.id);
    expect((await remove(elsewhere, referee.token)).statusCode).toBe(403);
    expect((await remove(atTheirEvent, referee.token)).statusCode).toBe(200);
    expect(await stored(atTheirEvent)).toBe(0);
  });

  it("refuses a referee an official time of their event once the event's window is over", async () => {
    const referee = await signedIn(['Referee']);
    const competitor = await t.createUser();
    const monthAgo = new Date(NOW.getTime() - 30 * 24 * HOUR);
    const past = await officialTimeOf(competitor.id, referee.id, monthAgo);
    expect((await remove(past, referee.token)).statusCode).toBe(403);
    expect(await stored(past)).toBe(1);
  });

  it('lets an admin delete any time, also long after its event', async () => {
    const admin = await signedIn(['Admin']);
    const competitor = await t.createUser();
    const monthAgo = new Date(NOW.getTime() - 30 * 24 * HOUR);
    const ids = [await casualTimeOf(competitor.id), await officialTimeOf(competitor.id, undefined, monthAgo)];
    for (const id of ids) {
      expect((await remove(id, admin.token)).statusCode).toBe(200);
      expect(await stored(id)).toBe(0);
    }
  });

  it('answers 401 to a guest, 404 for an unknown time and 400 naming the id for a bad one', async () => {
    const me = await signedIn();
    const id = await casualTimeOf(me.id);
    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove(id + 1, me.token)).statusCode).toBe(404);
    const bad = await remove('first', me.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'Time id must be a number' });
    expect(await stored(id)).toBe(1);
  });
});
