import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type OneTimeCodePurpose, oneTimeCodes } from '../db/schema/index';
import { addMs } from './time';
import { digest, randomToken } from './tokens';

interface CodePolicy {
  ttlMs: number;
  /**
   * Guesses allowed against one code, the right one included. null for an unguessable code sent as a
   * link: a per-code limit would only let strangers burn someone's link, so its caller limits guesses
   * per address instead (services/account/confirm-email.ts, reset-password.ts).
   */
  maxAttempts: number | null;
  generate: () => string;
}

const MINUTE = 60_000;

/** A 6-digit code someone can type from an SMS; the attempt limit is what keeps it safe. */
const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const CODE_POLICIES = {
  email_confirm: { ttlMs: 48 * 60 * MINUTE, maxAttempts: null, generate: () => randomToken() },
  password_reset: { ttlMs: 60 * MINUTE, maxAttempts: null, generate: () => randomToken() },
  phone_confirm: { ttlMs: 15 * MINUTE, maxAttempts: 5, generate: sixDigits },
} satisfies Record<OneTimeCodePurpose, CodePolicy>;

interface CodeTarget {
  purpose: OneTimeCodePurpose;
  userId: number;
  now: Date;
  /**
   * The address the code goes to, when the code may confirm only that address: the digest covers it,
   * so a link sent to one address proves nothing once the account waits for another.
   */
  boundTo?: string;
}

/** What is stored of a code: its digest, over the address it is bound to when it has one. */
export function codeDigest(code: string, boundTo?: string): string {
  return digest(boundTo === undefined ? code : `${code}\n${boundTo.toLowerCase()}`);
}

/**
 * A new code for the user and purpose; only its digest is stored. The newest code is the only
 * one that counts, so creating one replaces any earlier code of that purpose.
 */
export async function createOneTimeCode(
  db: DbOrTx,
  { purpose, userId, now, boundTo }: CodeTarget,
): Promise<string> {
  const policy = CODE_POLICIES[purpose];
  const code = policy.generate();
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: codeDigest(code, boundTo),
    expiresAt: addMs(now, policy.ttlMs),
  });
  return code;
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * True when `code` matches the user's newest live code of that purpose; that code is then used up.
 * Every check spends one attempt, so a code refuses once expired, used or out of attempts. Each step
 * is one conditional UPDATE, so concurrent guesses cannot exceed the limit or both succeed.
 */
export async function verifyOneTimeCode(
  db: DbOrTx,
  { purpose, userId, now, code, boundTo }: CodeTarget & { code: string },
): Promise<boolean> {
  const { maxAttempts } = CODE_POLICIES[purpose];
  const newest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        inArray(oneTimeCodes.id, newest),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        maxAttempts === null ? undefined : lt(oneTimeCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!claimed || !sameDigest(claimed.codeHash, codeDigest(code, boundTo))) return false;
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, claimed.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

/**
 * Deletes codes that expired before `olderThan`; returns how many went. Used codes go only once
 * expired too: deleting a used newest code early would let an older, still live code of the same
 * purpose count again (verifyOneTimeCode takes the newest). An older code expires no later than a
 * newer one of its purpose (one TTL each), so what stays still shadows what went.
 */
export async function pruneOneTimeCodes(db: DbOrTx, olderThan: Date): Promise<number> {
  const gone = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, olderThan))
    .returning({ id: oneTimeCodes.id });
  return gone.length;
}
