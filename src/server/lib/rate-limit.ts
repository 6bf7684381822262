import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { tooManyRequests } from './http-errors';

export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Throws 429 (with Retry-After) when `limit` hits already fall inside the window. */
export async function assertUnderLimit(db: DbOrTx, rule: RateRule, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const window = and(eq(rateLimitHits.key, rule.key), gt(rateLimitHits.createdAt, since));
  const [{ hits }] = await db.select({ hits: count() }).from(rateLimitHits).where(window);
  if (hits < rule.limit) return;
  const [oldest] = await db
    .select({ at: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(window)
    .orderBy(asc(rateLimitHits.createdAt))
    .limit(1);
  const freeAt = (oldest?.at.getTime() ?? now.getTime()) + rule.windowMs;
  throw tooManyRequests((freeAt - now.getTime()) / 1000);
}

/** Stamped with the same clock the window is checked against (the app's, which tests move). */
export async function recordHit(db: DbOrTx, key: string, now = new Date()): Promise<void> {
  await db.insert(rateLimitHits).values({ key, createdAt: now });
}

export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Check, then count this call: for actions limited whether or not they succeed (mail, SMS). */
export async function consumeRateLimit(db: DbOrTx, rule: RateRule, now = new Date()): Promise<void> {
  await assertUnderLimit(db, rule, now);
  await recordHit(db, rule.key, now);
}
