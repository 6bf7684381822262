import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../lib/client-address';
import { actorOf } from '../plugins/auth';
import type { ServiceDeps, SignedIn } from '../services/deps';

/** The service dependencies of one request: the app's adapters, the request's clock, actor and log. */
export function requestDeps(request: FastifyRequest): ServiceDeps {
  const { ctx } = request.server;
  return {
    db: ctx.db,
    now: ctx.now(),
    actor: request.actor,
    log: request.log,
    mail: ctx.mail,
    sms: ctx.sms,
    images: ctx.images,
    config: ctx.config,
    tokens: ctx.tokens,
    pairingTokens: ctx.pairingTokens,
    pairingAccess: request.pairingAccess,
    boards: ctx.boards,
    overviews: ctx.overviews,
    boardVersions: ctx.boardVersions,
    keptRankings: ctx.keptRankings,
  };
}

/** As requestDeps, for routes behind a guard: the actor is known to be signed in. */
export function signedInDeps(request: FastifyRequest): ServiceDeps & SignedIn {
  return { ...requestDeps(request), actor: actorOf(request) };
}

/**
 * The client's address as every per-address limit counts it: an IPv6 client by its /64, which it can
 * roam freely (lib/client-address.ts). `request.ip` honours TRUST_PROXY.
 */
export function clientAddress(request: FastifyRequest): string {
  return clientAddressKey(request.ip);
}
