import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { idempotentWrite } from '../lib/idempotency';
import type { ServiceDeps, SignedIn } from '../services/deps';
import { signedInDeps } from './request-deps';

/** The route a key is kept under: the same key on two routes is two writes. */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/**
 * Answers a write that a phone may resend (docs/architecture.md, "Idempotent writes"): runs `write`
 * with the request's deps on a transaction, at most once per Idempotency-Key and body, and replays the
 * stored answer (with Idempotent-Replayed: true) for a retry. Only 200 answers are ever stored.
 */
export async function replyIdempotently<T>(
  request: FastifyRequest & { headers: { 'idempotency-key'?: string } },
  reply: FastifyReply,
  write: (deps: ServiceDeps & SignedIn & { db: DbOrTx }) => Promise<T>,
): Promise<T> {
  const deps = signedInDeps(request);
  const answer = await idempotentWrite({
    db: deps.db,
    userId: deps.actor.id,
    key: request.headers['idempotency-key'],
    route: routeOf(request),
    body: request.body,
    write: (tx) => write({ ...deps, db: tx }),
  });
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  reply.code(answer.statusCode);
  return answer.body;
}

/**
 * The request's Idempotency-Key with what it was sent with, for a write that keeps its key in its own
 * statement (a member's save, services/leaderboard/add-time.ts); undefined without a key.
 */
export function sentWithKey(request: FastifyRequest & { headers: { 'idempotency-key'?: string } }) {
  const key = request.headers['idempotency-key'];
  return key ? { key, route: routeOf(request), body: request.body } : undefined;
}
