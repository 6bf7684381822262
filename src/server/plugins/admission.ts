import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { type Database, poolOf } from '../db/client';
import { Admission, type Release, type WorkKind } from '../lib/admission';

/**
 * The API paths that record a run: they go before every read, and wait longest for a slot. A phone
 * turned away sends the save again under the same Idempotency-Key (src/web/lib/timing/pending-sender.ts),
 * so nothing is lost or stored twice. The gate's clock and crossings are timed, so they go first too.
 */
const SAVES = new Set([
  'POST /api/Leaderboard/AddToLeaderboard',
  'POST /api/Referee/AddToLeaderboard',
  'POST /api/Gate/PostCrossing',
  'POST /api/Gate/CrossingPhoto',
  'POST /api/Gate/Clock',
]);

/**
 * The reads a reader waits on (boards, lists, pages' data: every GET, and the board reads sent as POST
 * for their filters): past the queue they are answered within 100 ms. Other requests (a login's
 * password check, an account's or an admin's write) are rarer and worth a longer wait.
 */
const POSTED_READS = new Set(['/api/Leaderboard/ListResults', '/api/Leaderboard/ListUserResults']);
const answeredFast = (request: FastifyRequest) =>
  request.method === 'GET' || POSTED_READS.has(request.routeOptions.url ?? '');

/**
 * The work a request brings, or null for what admission leaves alone: pages and files (cheap, and a
 * page's first reads come through here as reads), live streams (held open, capped per address) and
 * the health and metrics paths (an operator must see an overloaded instance).
 */
function kindOf(request: FastifyRequest): WorkKind | null {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/') || route.startsWith('/api/Live/') || route.startsWith('/api/docs'))
    return null;
  return SAVES.has(`${request.method} ${route}`) ? 'save' : 'read';
}

/**
 * How long a board or list read waits for a slot before its 503: half of the 100 ms it is answered in,
 * the other half for the event loop, which under overload on a slow machine fires the timer late
 * (docs/performance.md, "An event day").
 */
export const BOARD_READ_WAIT_MS = 50;
const OTHER_WAIT_MS = 1_000;

/**
 * Two slots per database connection (a request also spends time outside the database), at least 8.
 * A board or list read waits less than 100 ms (`answeredFast`): its reader is better served by a 503
 * its page retries than by an answer seconds late.
 */
export function admissionFor(database: Database): Admission {
  const pool = poolOf(database.db);
  const connections = pool ? (pool.options.max ?? 10) : 1;
  const slots = Math.max(8, 2 * connections);
  return new Admission({
    slots,
    queue: { save: 50 * slots, read: 20 * slots },
    waitMs: { save: 2_000, read: OTHER_WAIT_MS },
  });
}

const RETRY_AFTER_SECONDS = '1';

/**
 * Holds every API request to `admission` before anything else runs for it (registered on the root
 * instance before the routes). A request turned away is answered at once: 503, Retry-After, code BUSY.
 * Its slot is given back when the answer is sent or the client goes away.
 */
export function registerAdmission(app: FastifyInstance, admission: Admission): void {
  const held = new WeakMap<FastifyRequest, Release>();
  const hold = (request: FastifyRequest, reply: FastifyReply, release: Release) => {
    held.set(request, release);
    // A client that goes away before its answer gives the slot back too.
    reply.raw.once('close', release);
  };
  // Callback hooks: a request that finds a free slot (nearly every one) goes on in the same tick.
  app.addHook('onRequest', (request, reply, done) => {
    const kind = kindOf(request);
    if (!kind) return done();
    const now = admission.takeNow(kind);
    if (now) {
      hold(request, reply, now);
      return done();
    }
    const waitMs = kind === 'read' && answeredFast(request) ? BOARD_READ_WAIT_MS : undefined;
    admission.wait(kind, waitMs).then((release) => {
      if (release) {
        hold(request, reply, release);
        return done();
      }
      reply
        .code(503)
        .header('Retry-After', RETRY_AFTER_SECONDS)
        .header('Cache-Control', 'no-store')
        .send({ error: messages.serverBusy, code: 'BUSY' });
    }, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    held.get(request)?.();
    done();
  });
}
