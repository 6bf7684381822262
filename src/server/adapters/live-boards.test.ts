import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { BOARD_CHANGES_CHANNEL, type BoardChange, LiveBoards } from './live-boards';

let database: Database;
let live: LiveBoards;

beforeAll(async () => {
  database = await openTestDatabase();
  live = new LiveBoards(Fastify().log);
  await live.start(database);
});
afterAll(async () => {
  await live.stop();
  await database.close();
});

const notice = (change: BoardChange) =>
  database.db.execute(sql`select pg_notify(${BOARD_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);

/** Resolves once `count` deliveries are in `into`. */
function heard(count: number, into: unknown[]): Promise<void> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      if (into.length >= count) {
        clearInterval(check);
        resolve();
      }
    }, 5);
  });
}

describe('LiveBoards', () => {
  it('tells 250 followers of a board each change once, in order, over several turns of the event loop', async () => {
    const heardBy: string[][] = Array.from({ length: 250 }, () => []);
    const all: string[] = [];
    // Work queued by the first follower told: how many had heard when it ran.
    let heardWhenOtherWorkRan = -1;
    const unfollow = heardBy.map((log, index) =>
      live.follow('event:7', (change) => {
        const word = change === 'resync' ? 'resync' : `location ${change.locationId}`;
        log.push(word);
        all.push(`${index} ${word}`);
        if (all.length === 1)
          setImmediate(() => {
            heardWhenOtherWorkRan = all.length;
          });
      }),
    );
    await notice({ locationId: 1, eventId: 7, official: true });
    await notice({ locationId: 2, eventId: 7, official: true });
    await heard(500, all);
    for (const log of heardBy) expect(log).toEqual(['location 1', 'location 2']);
    expect(heardWhenOtherWorkRan).toBeGreaterThan(0);
    expect(heardWhenOtherWorkRan).toBeLessThan(250);
    for (const stop of unfollow) stop();
  });

  it('tells the followers after one whose stream broke', async () => {
    const told: number[] = [];
    const stops = [
      live.follow('location:3', () => told.push(1)),
      live.follow('location:3', () => {
        throw new Error('stream gone');
      }),
      live.follow('location:3', () => told.push(3)),
    ];
    await notice({ locationId: 3, eventId: null, official: false });
    await heard(2, told);
    expect(told).toEqual([1, 3]);
    await notice({ locationId: 3, eventId: null, official: false });
    await heard(4, told);
    expect(told).toEqual([1, 3, 1, 3]);
    for (const stop of stops) stop();
  });

  it('tells a follower still waiting to hear of a board once, however often it changes meanwhile', async () => {
    const heardBy: number[] = Array.from({ length: 250 }, () => 0);
    const stops = heardBy.map((_, index) => live.follow('location:5', () => (heardBy[index] += 1)));
    const change = JSON.stringify({ locationId: 5, eventId: null, official: false });
    const coalescedBefore = live.coalesced;
    // The first 100 are told at once; the other 150 still wait for later turns when the second notice comes.
    live.hear(change);
    live.hear(change);
    await expect.poll(() => heardBy.reduce((sum, count) => sum + count, 0)).toBe(350);
    expect(heardBy.slice(0, 100)).toEqual(Array(100).fill(2));
    expect(heardBy.slice(100)).toEqual(Array(150).fill(1));
    expect(live.coalesced - coalescedBefore).toBe(150);
    for (const stop of stops) stop();
  });
});
