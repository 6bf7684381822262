import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index';
import { withTestDatabase } from '../test/database';
import { HttpError } from './http-errors';
import {
  assertUnderLimit,
  clearHits,
  countHits,
  pruneRateLimitHits,
  recordHit,
  slotFreeAt,
  takeSlot,
  trySlot,
} from './rate-limit';

const database = withTestDatabase();

const MINUTE = 60_000;
const now = new Date('2025-03-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const rule = { key: 'signup:10.0.0.1', limit: 5, windowMs: 10 * MINUTE };

/** The 429 a call threw, or undefined when it went through. */
async function refusal(call: Promise<unknown>): Promise<HttpError | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('takeSlot / takeSlot', () => {
  it('lets exactly 5 of 20 parallel calls through and keeps only their hits', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refusal(takeSlot(database.db, rule, now))),
    );
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(5);
    const refused = answers.filter((answer) => answer !== undefined);
    expect(refused).toHaveLength(15);
    expect(refused.every((error) => error.statusCode === 429)).toBe(true);
    expect(await countHits(database.db, rule, now)).toBe(5);
  });

  it('answers Retry-After until the oldest hit leaves the window, then lets one more through', async () => {
    for (let minute = 0; minute < 5; minute++) await takeSlot(database.db, rule, later(minute * MINUTE));
    const blocked = await refusal(takeSlot(database.db, rule, later(6 * MINUTE)));
    expect(blocked?.statusCode).toBe(429);
    // The first hit (minute 0) leaves at minute 10, four minutes on.
    expect(blocked?.headers).toEqual({ 'Retry-After': String(4 * 60) });
    expect(await refusal(takeSlot(database.db, rule, later(10 * MINUTE + 1)))).toBeUndefined();
    expect((await refusal(takeSlot(database.db, rule, later(10 * MINUTE + 2))))?.statusCode).toBe(429);
  });

  it('counts each key on its own', async () => {
    for (let n = 0; n < 5; n++) await takeSlot(database.db, rule, now);
    expect(await refusal(takeSlot(database.db, { ...rule, key: 'signup:10.0.0.2' }, now))).toBeUndefined();
    expect((await refusal(takeSlot(database.db, rule, now)))?.statusCode).toBe(429);
  });

  it('works inside a caller’s transaction', async () => {
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 5; n++) await takeSlot(tx, rule, now);
      expect((await refusal(takeSlot(tx, rule, now)))?.statusCode).toBe(429);
    });
    expect(await countHits(database.db, rule, now)).toBe(5);
  });
});

describe('trySlot / slotFreeAt (a caller that goes on without the slot)', () => {
  it('answers when the next slot frees up instead of throwing, and records nothing at the limit', async () => {
    expect(await slotFreeAt(database.db, rule, now)).toBeNull();
    for (let minute = 0; minute < 5; minute++)
      expect(await trySlot(database.db, rule, later(minute * MINUTE))).toEqual({ hitId: expect.any(Number) });
    expect(await trySlot(database.db, rule, later(6 * MINUTE))).toEqual({ retryAfterSeconds: 4 * 60 });
    expect(await countHits(database.db, rule, later(6 * MINUTE))).toBe(5);
    expect(await slotFreeAt(database.db, rule, later(6 * MINUTE))).toEqual(later(10 * MINUTE));
    expect(await slotFreeAt(database.db, rule, later(10 * MINUTE + 1))).toBeNull();
  });
});

describe('failure-only limits', () => {
  it('assertUnderLimit refuses once recordHit has filled the window, and clearHits empties it', async () => {
    for (let n = 0; n < 4; n++) await recordHit(database.db, rule.key, now);
    await assertUnderLimit(database.db, rule, now);
    await recordHit(database.db, rule.key, later(MINUTE));
    const blocked = await refusal(assertUnderLimit(database.db, rule, later(2 * MINUTE)));
    expect(blocked?.headers).toEqual({ 'Retry-After': String(8 * 60) });
    await clearHits(database.db, rule.key);
    expect(await countHits(database.db, rule, now)).toBe(0);
  });
});

describe('pruneRateLimitHits', () => {
  it('deletes hits older than the given time and keeps the rest', async () => {
    await recordHit(database.db, 'a', later(-2 * 24 * 60 * MINUTE));
    await recordHit(database.db, 'b', later(-2 * 24 * 60 * MINUTE));
    await recordHit(database.db, 'a', now);
    expect(await pruneRateLimitHits(database.db, later(-24 * 60 * MINUTE))).toBe(2);
    expect(await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).toEqual([{ key: 'a' }]);
  });
});
