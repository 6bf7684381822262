import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardVersions, locations } from '../db/schema/index';
import { BOARD_NOW as NOW, runBody } from '../test/boards';
import { createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp({ now: NOW });
const db = () => t.database.db;

/** The board counters (migrations 0007 and 0015) of a location, its halves and an event; 0 before any change. */
async function countersOf(locationId: number, eventId: number) {
  const names = {
    location: `location:${locationId}`,
    casual: `location:${locationId}:casual`,
    comp: `location:${locationId}:comp`,
    event: `event:${eventId}`,
  };
  const rows = await db()
    .select()
    .from(boardVersions)
    .where(inArray(boardVersions.board, Object.values(names)));
  const of = (name: string) => Number(rows.find((row) => row.board === name)?.version ?? 0);
  return {
    location: of(names.location),
    casual: of(names.casual),
    comp: of(names.comp),
    event: of(names.event),
  };
}

async function board(locationId: number, official: boolean): Promise<[string, number][]> {
  const response = await t.request({
    method: 'POST',
    url: '/api/Leaderboard/ListResults',
    payload: { locationId, official },
  });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .map((row: { user: { userName: string }; duration: number }) => [row.user.userName, row.duration]);
}

/**
 * A location's casual and competitive boards are kept under counters of their own (migration 0015),
 * so a member's save leaves the competitive boards' cached answers in use, and a referee's time the
 * casual ones; the location's own counter (the overview's) moves with both.
 */
describe('the two halves of a location’s boards', () => {
  it('moves the casual half’s counter on a casual time, the competitive half’s and the event’s on an official one', async () => {
    const park = await createLocation(db());
    const event = await createEvent(db(), { locationId: park.id });
    const start = await countersOf(park.id, event.id);
    await createTime(db(), { locationId: park.id, duration: 70_000 });
    const afterCasual = await countersOf(park.id, event.id);
    expect(afterCasual).toEqual({ ...start, location: start.location + 1, casual: start.casual + 1 });
    await createTime(db(), { locationId: park.id, eventId: event.id, duration: 65_000 });
    expect(await countersOf(park.id, event.id)).toEqual({
      location: afterCasual.location + 1,
      casual: afterCasual.casual,
      comp: afterCasual.comp + 1,
      event: afterCasual.event + 1,
    });
  });

  it('moves both halves when the location itself changes', async () => {
    const park = await createLocation(db());
    const event = await createEvent(db(), { locationId: park.id });
    const start = await countersOf(park.id, event.id);
    await db().update(locations).set({ name: 'Renamed Park' }).where(eq(locations.id, park.id));
    expect(await countersOf(park.id, event.id)).toEqual({
      location: start.location + 1,
      casual: start.casual + 1,
      comp: start.comp + 1,
      event: start.event + 1,
    });
  });

  it('keeps the competitive board’s answer through a member’s save, and shows each change on its own board', async () => {
    const park = await createLocation(db());
    const event = await createEvent(db(), { locationId: park.id });
    const ann = await t.signIn({ userName: 'ann' });
    const bob = await t.createUser({ userName: 'bob' });
    await createTime(db(), { userId: bob.id, locationId: park.id, eventId: event.id, duration: 65_000 });
    expect(await board(park.id, true)).toEqual([['bob', 65_000]]);
    expect(await board(park.id, false)).toEqual([]);
    const compKey = `location:${park.id}:comp:all`;
    // The counter as this instance knows it (on PGlite, counted from notices since the app started).
    const compCounter = () => t.app.ctx.boardVersions.read(`location:${park.id}:comp`);
    const comp = await compCounter();
    const kept = t.app.ctx.boards.get(compKey, comp, NOW.getTime());
    expect(kept).toBeDefined();

    const saved = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token: ann.token,
      payload: runBody(park.id, 61_000),
    });
    expect(saved.statusCode).toBe(200);
    expect(await board(park.id, false)).toEqual([['ann', 61_000]]);
    expect(await board(park.id, true)).toEqual([['bob', 65_000]]);
    expect(await compCounter()).toBe(comp);
    expect(t.app.ctx.boards.get(compKey, comp, NOW.getTime())).toBe(kept);

    await createTime(db(), { userId: ann.id, locationId: park.id, eventId: event.id, duration: 64_000 });
    expect(await board(park.id, true)).toEqual([
      ['ann', 64_000],
      ['bob', 65_000],
    ]);
  });
});
