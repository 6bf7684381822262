import { and, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db, DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { conflict } from './http-errors';

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean;
}

interface IdempotentWrite<T> {
  db: Db;
  userId: number;
  /** The Idempotency-Key header; without one the write simply runs (in a transaction). */
  key: string | undefined;
  /** 'METHOD /path' of the route: a key belongs to one route. */
  route: string;
  statusCode?: number;
  /** The write and its presented answer; runs inside the transaction that stores the key. */
  write: (tx: DbOrTx) => Promise<T>;
}

async function storedAnswer<T>(db: DbOrTx, userId: number, key: string, route: string) {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      statusCode: idempotencyKeys.statusCode,
      body: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  // 409, not 400: the request is well formed but clashes with what the key already means.
  if (row.route !== route)
    throw conflict(messages.idempotencyKeyReused, { 'idempotency-key': messages.idempotencyKeyReused });
  return { statusCode: row.statusCode, body: row.body as T, replayed: true };
}

/**
 * Runs a write at most once per (user, key). The key row is inserted first in the write's own
 * transaction: a concurrent retry's insert waits on that row's unique index until the first
 * commits, then finds the key taken and replays the stored answer, so a race saves nothing twice.
 * Only successful answers are kept: a failed write rolls back its key with it (as with Stripe,
 * nothing happened, so a retry is judged afresh).
 */
export async function idempotentWrite<T>({
  db,
  userId,
  key,
  route,
  statusCode = 200,
  write,
}: IdempotentWrite<T>): Promise<IdempotentAnswer<T>> {
  if (!key) return { statusCode, body: await db.transaction((tx) => write(tx)), replayed: false };

  const earlier = await storedAnswer<T>(db, userId, key, route);
  if (earlier) return earlier;

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, statusCode, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const winner = await storedAnswer<T>(tx, userId, key, route);
      if (winner) return winner;
      throw conflict(messages.idempotencyKeyReused);
    }
    const body = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: body as object })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { statusCode, body, replayed: false };
  });
}
