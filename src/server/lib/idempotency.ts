import { and, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db, DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { conflict, HttpError } from './http-errors';
import { digest } from './tokens';

interface IdempotentAnswer<T> {
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
  /** The validated request body: a key belongs to one request, so another body is refused (422). */
  body: unknown;
  statusCode?: number;
  /** The write and its presented answer; runs inside the transaction that stores the key. */
  write: (tx: DbOrTx) => Promise<T>;
}

/** JSON with every object's keys sorted, so one body always gives one text whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the route ('METHOD /path') and the canonical body: what the key was first sent with. */
function requestDigest(route: string, body: unknown): string {
  return digest(`${route}\n${canonicalJson(body)}`);
}

const reusedKey = () =>
  new HttpError(422, messages.idempotencyKeyReused, { 'idempotency-key': messages.idempotencyKeyReused });

async function storedAnswer<T>(db: DbOrTx, userId: number, key: string, route: string, requestHash: string) {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      body: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  // 409, not 400: the request is well formed but clashes with what the key already means.
  if (row.route !== route)
    throw conflict(messages.idempotencyKeyReused, { 'idempotency-key': messages.idempotencyKeyReused }).as(
      'IDEMPOTENCY_KEY_REUSED',
    );
  // 422: same route, another body. Replaying the first answer would tell the client its new request
  // was saved. ('' marks keys stored before requests were digested; they keep replaying.)
  if (row.requestHash !== '' && row.requestHash !== requestHash) throw reusedKey();
  return { statusCode: row.statusCode, body: row.body as T, replayed: true };
}

/**
 * Runs a write at most once per (user, key), and only for the request the key was first sent with. The key row is inserted first in the write's own
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
  body,
  statusCode = 200,
  write,
}: IdempotentWrite<T>): Promise<IdempotentAnswer<T>> {
  if (!key) return { statusCode, body: await db.transaction((tx) => write(tx)), replayed: false };

  const requestHash = requestDigest(route, body);
  // No look for the key before the transaction: a first request (nearly every one) would pay a round
  // trip for nothing; a repeat finds its key taken by the insert below and replays from there.
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, requestHash, statusCode, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const winner = await storedAnswer<T>(tx, userId, key, route, requestHash);
      if (winner) return winner;
      throw conflict(messages.idempotencyKeyReused).as('IDEMPOTENCY_KEY_REUSED');
    }
    const answer = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: answer as object })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { statusCode, body: answer, replayed: false };
  });
}
