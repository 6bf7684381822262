import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { idempotencyKeys } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';
import { HttpError } from './http-errors';
import { idempotentWrite } from './idempotency';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  userId = (await t.createUser({ userName: 'runner' })).id;
});

const db = () => t.database.db;
const ROUTE = 'POST /api/Leaderboard/AddToLeaderboard';

describe('idempotentWrite', () => {
  it('runs the write once per key and replays its answer', async () => {
    let runs = 0;
    const write = async () => ({ run: ++runs });
    const first = await idempotentWrite({ db: db(), userId, key: 'k1', route: ROUTE, write });
    const again = await idempotentWrite({ db: db(), userId, key: 'k1', route: ROUTE, write });
    expect(first).toEqual({ statusCode: 200, body: { run: 1 }, replayed: false });
    expect(again).toEqual({ statusCode: 200, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('runs every time without a key', async () => {
    let runs = 0;
    const write = async () => ({ run: ++runs });
    await idempotentWrite({ db: db(), userId, key: undefined, route: ROUTE, write });
    await idempotentWrite({ db: db(), userId, key: undefined, route: ROUTE, write });
    expect(runs).toBe(2);
    expect(await db().select().from(idempotencyKeys)).toEqual([]);
  });

  it('answers 409 when the key was used on another route', async () => {
    await idempotentWrite({
      db: db(),
      userId,
      key: 'shared',
      route: ROUTE,
      write: async () => ({ ok: true }),
    });
    const reuse = idempotentWrite({
      db: db(),
      userId,
      key: 'shared',
      route: 'POST /api/Referee/AddToLeaderboard',
      write: async () => ({ ok: true }),
    });
    await expect(reuse).rejects.toMatchObject({ statusCode: 409, message: messages.idempotencyKeyReused });
  });

  it('keeps nothing when the write fails', async () => {
    const failing = idempotentWrite({
      db: db(),
      userId,
      key: 'k2',
      route: ROUTE,
      write: async () => {
        throw new HttpError(400, 'bad');
      },
    });
    await expect(failing).rejects.toMatchObject({ statusCode: 400 });
    expect(await db().select().from(idempotencyKeys)).toEqual([]);
  });

  it('makes a retry that arrives while the first is still writing wait for, and replay, its answer', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed = () => {};
    const firstInside = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    let runs = 0;
    const first = idempotentWrite({
      db: db(),
      userId,
      key: 'slow',
      route: ROUTE,
      write: async () => {
        runs += 1;
        claimed();
        await gate;
        return { run: runs };
      },
    });
    await firstInside;
    const retry = idempotentWrite({
      db: db(),
      userId,
      key: 'slow',
      route: ROUTE,
      write: async () => ({ run: ++runs }),
    });
    setTimeout(release, 200);
    const [a, b] = await Promise.all([first, retry]);
    expect(a).toEqual({ statusCode: 200, body: { run: 1 }, replayed: false });
    expect(b).toEqual({ statusCode: 200, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });
});
