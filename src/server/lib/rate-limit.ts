import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { tooManyRequests } from './http-errors';

export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * No rule's window may be longer: pruneStaleRows (lib/prune.ts) deletes hits older than this, so a
 * longer window would be counted short. Today's longest is an hour (sign-up, referee add-member).
 */
export const LONGEST_RATE_WINDOW_MS = 24 * 60 * 60_000;

/** First key of the two-part advisory lock that serialises the attempts on one rate-limit key. */
const RATE_LIMIT_LOCK_CLASS = 7301;

function inWindow(rule: RateRule, now: Date) {
  if (rule.windowMs > LONGEST_RATE_WINDOW_MS)
    throw new Error(`rate window of ${rule.key} is past the longest kept`);
  return and(
    eq(rateLimitHits.key, rule.key),
    gt(rateLimitHits.createdAt, new Date(now.getTime() - rule.windowMs)),
  );
}

/** Hits on the rule's key inside its window. */
export async function countHits(db: DbOrTx, rule: RateRule, now = new Date()): Promise<number> {
  const [{ hits }] = await db.select({ hits: count() }).from(rateLimitHits).where(inWindow(rule, now));
  return hits;
}

/**
 * Seconds until the next attempt fits: `kept` hits stay in the window and at most `limit - 1` may
 * remain beside a new one, so the oldest `kept - limit + 1` must leave it first.
 */
async function retryAfterSeconds(db: DbOrTx, rule: RateRule, now: Date, kept: number): Promise<number> {
  const [freeing] = await db
    .select({ at: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(inWindow(rule, now))
    .orderBy(asc(rateLimitHits.createdAt), asc(rateLimitHits.id))
    .offset(Math.max(0, kept - rule.limit))
    .limit(1);
  return ((freeing?.at.getTime() ?? now.getTime()) + rule.windowMs - now.getTime()) / 1000;
}

/** A slot taken (the id of its hit), or how long until one frees up. */
type SlotAnswer = { hitId: number } | { retryAfterSeconds: number };

/**
 * Counts the window and, below `limit`, records this attempt; at the limit nothing is recorded (the
 * attempt never ran, so waiting `retryAfterSeconds` is enough). Attempts on one key take a
 * transaction-scoped advisory lock, so however many run in parallel, on one app instance or several,
 * exactly `limit` of them get a slot per window. For a caller that goes on without the slot (a code
 * it then does not send); takeSlot refuses with 429 instead.
 */
export async function trySlot(db: DbOrTx, rule: RateRule, now = new Date()): Promise<SlotAnswer> {
  // Db and Tx both open a (nested) transaction; the union's call signatures do not merge.
  const transaction: DbOrTx['transaction'] = db.transaction.bind(db);
  return transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_CLASS}, hashtext(${rule.key}))`);
    const hits = await countHits(tx, rule, now);
    if (hits >= rule.limit) return { retryAfterSeconds: await retryAfterSeconds(tx, rule, now, hits) };
    return { hitId: await recordHit(tx, rule.key, now) };
  });
}

/**
 * trySlot that throws 429 with Retry-After when no slot is free: for actions limited whether or not
 * they succeed (sign-up, feedback, logins).
 */
export async function takeSlot(db: DbOrTx, rule: RateRule, now = new Date()): Promise<number> {
  const answer = await trySlot(db, rule, now);
  if ('retryAfterSeconds' in answer) throw tooManyRequests(answer.retryAfterSeconds);
  return answer.hitId;
}

/** When the next attempt on the rule's key fits: null when it fits now. */
export async function slotFreeAt(db: DbOrTx, rule: RateRule, now = new Date()): Promise<Date | null> {
  const hits = await countHits(db, rule, now);
  if (hits < rule.limit) return null;
  return new Date(now.getTime() + (await retryAfterSeconds(db, rule, now, hits)) * 1000);
}

/**
 * Throws 429 (with Retry-After) when `limit` hits already fall inside the window. A check alone does
 * not stop parallel attempts; pair it with recordHit only where the caller serialises them.
 */
export async function assertUnderLimit(db: DbOrTx, rule: RateRule, now = new Date()): Promise<void> {
  const hits = await countHits(db, rule, now);
  if (hits >= rule.limit) throw tooManyRequests(await retryAfterSeconds(db, rule, now, hits));
}

/**
 * Stamped with the same clock the window is checked against (the app's, which tests move); returns
 * the hit's id, so a caller can take back exactly its own hit.
 */
export async function recordHit(db: DbOrTx, key: string, now = new Date()): Promise<number> {
  const [hit] = await db
    .insert(rateLimitHits)
    .values({ key, createdAt: now })
    .returning({ id: rateLimitHits.id });
  if (!hit) throw new Error('rate-limit hit not recorded');
  return hit.id;
}

/** Takes back one recorded hit (an attempt that turned out not to count). */
export async function takeBackHit(db: DbOrTx, hitId: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}

export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Deletes hits recorded before `olderThan` (past every window); returns how many went. */
export async function pruneRateLimitHits(db: DbOrTx, olderThan: Date): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, olderThan))
    .returning({ id: rateLimitHits.id });
  return gone.length;
}
