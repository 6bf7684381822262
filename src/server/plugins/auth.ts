import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessRule, meetsRule } from '../../shared/roles';
import { type Actor, loadSessionUser, toActor } from '../lib/actor';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { AccessTokens, PairingTokens } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The gate pairing an `Authorization: Pairing <token>` header opens (the `pairing` guard). */
    pairingAccess: number | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** `optional` reads a bearer token when present (guests pass); the others are the access rules. */
/**
 * `optional`: a guest or a valid token (a bad token is a 401). `viewer`: a public read that shows more
 * to a signed-in member (their own board row); any token it cannot use reads as a guest, so a stale
 * token never costs a visitor the public page.
 */
/**
 * `pairing`: a phone that joined a gate pairing with its code (`Authorization: Pairing <token>`, for
 * that pairing alone; the services check which) or a signed-in member.
 */
export type Guards = Record<AccessRule | 'optional' | 'viewer' | 'pairing', Guard>;

/**
 * The guards, run as onRequest hooks so a route authenticates before it validates. A present but
 * expired token always answers 401 with `Token-Expired: true`, so the client refreshes.
 */
export function createGuards(
  app: FastifyInstance,
  tokens: AccessTokens,
  pairingTokens: PairingTokens,
): Guards {
  app.decorateRequest('actor', null);
  app.decorateRequest('pairingAccess', null);

  async function authenticate(request: FastifyRequest): Promise<Actor | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Invalid authorization header');
    const check = await tokens.verify(token);
    if (!check.ok) {
      throw check.expired
        ? unauthorized('Token expired', { 'Token-Expired': 'true' }).as('TOKEN_EXPIRED')
        : unauthorized('Invalid token');
    }
    const { userId, sessionId } = check.claims;
    const user = await loadSessionUser(app.ctx.db, { userId, sessionId, now: app.ctx.now() });
    if (!user || user.disabled) throw unauthorized('This account is not active');
    // No Token-Expired: refreshing cannot revive an ended session, the client has to sign in again.
    if (!user.sessionLive) throw unauthorized('This session has ended, please log in again');
    request.actor = toActor(user);
    return request.actor;
  }

  const requiring =
    (rule: AccessRule): Guard =>
    async (request) => {
      const actor = await authenticate(request);
      if (!actor) throw unauthorized();
      if (!meetsRule(actor, rule)) throw forbidden();
    };
  const member = requiring('member');

  return {
    optional: async (request) => {
      await authenticate(request);
    },
    viewer: async (request) => {
      try {
        await authenticate(request);
      } catch {
        request.actor = null;
      }
    },
    pairing: async (request, reply) => {
      const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
      if (scheme?.toLowerCase() !== 'pairing') return member(request, reply);
      const claims = token ? await pairingTokens.verify(token) : null;
      if (!claims) throw unauthorized('Invalid pairing token: join the pairing again with its code');
      request.pairingAccess = claims.pairingId;
    },
    member,
    referee: requiring('referee'),
    admin: requiring('admin'),
  };
}

/**
 * Routes behind one access rule: registered in their own plugin whose onRequest hook is the guard,
 * so no route in the subtree can forget it (docs/architecture.md, "Guards").
 */
export function guarded(rule: keyof Guards, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app, options) => {
    app.addHook('onRequest', app.ctx.guards[rule]);
    await routes(app, options);
  };
}

/** The signed-in actor of a route behind a guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
