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
const BODY = { locationId: 1, duration: 30_000 };

describe('idempotentWrite', () => {
  it('runs the write once per key and replays its answer', async () => {
    let runs = 0;
    const write = async () => ({ run: ++runs });
    const first = await idempotentWrite({ db: db(), userId, key: 'k1', route: ROUTE, body: BODY, write });
    const again = await idempotentWrite({ db: db(), userId, key: 'k1', route: ROUTE, body: BODY, write });
    expect(first).toEqual({ statusCode: 200, body: { run: 1 }, replayed: false });
    expect(again).toEqual({ statusCode: 200, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses the key with 422 when it comes back with another body, and saves nothing', async () => {
    let runs = 0;
    const write = async () => ({ run: ++runs });
    await idempotentWrite({ db: db(), userId, key: 'k1', route: ROUTE, body: { duration: 30_000 }, write });
    const changed = idempotentWrite({
      db: db(),
      userId,
      key: 'k1',
      route: ROUTE,
      body: { duration: 29_000 },
      write,
    });
    await expect(changed).rejects.toMatchObject({
      statusCode: 422,
      message: messages.idempotencyKeyReused,
      fields: { 'idempotency-key': messages.idempotencyKeyReused },
    });
    expect(runs).toBe(1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    let runs = 0;
    const write = async () => ({ run: ++runs });
    const body = { locationId: 1, nested: { a: 1, b: [1, 2] } };
    await idempotentWrite({ db: db(), userId, key: 'k1', route: ROUTE, body, write });
    const again = await idempotentWrite({
      db: db(),
      userId,
      key: 'k1',
      route: ROUTE,
      body: { nested: { b: [1, 2], a: 1 }, locationId: 1 },
      write,
    });
    expect(again).toEqual({ statusCode: 200, body: { run: 1 }, replayed: true });
    const [row] = await db().select().from(idempotencyKeys);
    expect(row.requestHash).toMatch(/^[\w-]{43}$/); // SHA-256, base64url
  });

  it('runs every time without a key', async () => {
    let runs = 0;
    const write = async () => ({ run: ++runs });
    await idempotentWrite({ db: db(), userId, key: undefined, route: ROUTE, body: BODY, write });
    await idempotentWrite({ db: db(), userId, key: undefined, route: ROUTE, body: BODY, write });
    expect(runs).toBe(2);
    expect(await db().select().from(idempotencyKeys)).toEqual([]);
  });

  it('answers 409 when the key was used on another route', async () => {
    await idempotentWrite({
      db: db(),
      userId,
      key: 'shared',
      route: ROUTE,
      body: BODY,
      write: async () => ({ ok: true }),
    });
    const reuse = idempotentWrite({
      db: db(),
      userId,
      key: 'shared',
      route: 'POST /api/Referee/AddToLeaderboard',
      body: BODY,
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
      body: BODY,
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
      body: BODY,
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
      body: BODY,
      write: async () => ({ run: ++runs }),
    });
    setTimeout(release, 200);
    const [a, b] = await Promise.all([first, retry]);
    expect(a).toEqual({ statusCode: 200, body: { run: 1 }, replayed: false });
    expect(b).toEqual({ statusCode: 200, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });
});
