import { and, eq, type SQL, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db, DbOrTx } from '../db/client';
import { uniqueViolationOf } from '../db/errors';
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
export function requestDigest(route: string, body: unknown): string {
  return digest(`${route}\n${canonicalJson(body)}`);
}

const reusedKey = () =>
  new HttpError(422, messages.idempotencyKeyReused, { 'idempotency-key': messages.idempotencyKeyReused });

/** A key as kept: what it was first sent with, and the answer stored for it. */
export interface StoredKey {
  route: string;
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/**
 * The stored answer of a key sent again, when it was first sent with this request; a clash otherwise.
 */
export function replayOf<T>(row: StoredKey, route: string, requestHash: string): IdempotentAnswer<T> {
  // 409, not 400: the request is well formed but clashes with what the key already means.
  if (row.route !== route)
    throw conflict(messages.idempotencyKeyReused, { 'idempotency-key': messages.idempotencyKeyReused }).as(
      'IDEMPOTENCY_KEY_REUSED',
    );
  // 422: same route, another body. Replaying the first answer would tell the client its new request
  // was saved. ('' marks keys stored before requests were digested; they keep replaying.)
  if (row.requestHash !== '' && row.requestHash !== requestHash) throw reusedKey();
  return { statusCode: row.statusCode, body: row.response as T, replayed: true };
}

export async function readStoredKey(db: DbOrTx, userId: number, key: string): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** What a write that is one statement needs to keep its key in that statement (`keyKeptWith`). */
export interface KeyToKeep {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
}

/**
 * A statement's step (`kept as (…)` in its WITH) that keeps the key with `answer` (a jsonb
 * expression over the statement's own steps). The key is inserted, not upserted: a concurrent
 * request with the same key waits on the key's row, then fails with a unique violation
 * (`isKeyTaken`), which undoes its whole statement; it then replays the first one's answer.
 */
export function keyKeptWith({ userId, key, route, requestHash }: KeyToKeep, answer: SQL): SQL {
  return sql`kept as (
    insert into idempotency_keys (user_id, key, route, request_hash, status_code, response)
    select ${userId}, ${key}, ${route}, ${requestHash}, 200, ${answer}
  )`;
}

/** The statement failed because another request took its key first. */
export const isKeyTaken = (error: unknown): boolean =>
  uniqueViolationOf(error) === 'idempotency_keys_user_id_key_pk';

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
      const winner = await readStoredKey(tx, userId, key);
      if (winner) return replayOf<T>(winner, route, requestHash);
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
