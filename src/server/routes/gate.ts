import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/schemas/common';
import {
  createGatePairingBody,
  gateClockResponse,
  gateCrossingBody,
  gatePairingParams,
  gatePairingResponse,
  gateQrParams,
  joinGatePairingBody,
  joinGatePairingResponse,
} from '../../shared/schemas/gate';
import type { GatePairingRow } from '../db/schema/index';
import { guarded } from '../plugins/auth';
import { presentGatePairing } from '../presenters/gate';
import { createGatePairing } from '../services/gate/create-gate-pairing';
import { gateQrCode } from '../services/gate/gate-qr-code';
import { joinGatePairing } from '../services/gate/join-gate-pairing';
import { postGateCrossing } from '../services/gate/post-gate-crossing';
import { readGatePairing } from '../services/gate/read-gate-pairing';
import { clientAddress, requestDeps, signedInDeps } from './request-deps';

const tags = ['Gate'];
const security = [{ bearer: [] }];
/** A member's bearer token, or the pairing token a phone got by joining. */
const pairingSecurity: Record<string, string[]>[] = [{ bearer: [] }, { pairing: [] }];
const pairingResponse = { 200: gatePairingResponse, ...errorResponses };

const present = (request: FastifyRequest, row: GatePairingRow) =>
  presentGatePairing(row, { now: request.server.ctx.now(), publicUrl: request.server.ctx.config.publicUrl });

/** The wall clock with the fractions of a millisecond that Date drops. */
const serverTime = () => performance.timeOrigin + performance.now();

/**
 * The parts of the two-phone gate anyone may call: the clock (no token, no database, so a round trip
 * is as short as the network allows) and the QR code of a join address.
 */
export async function gatePublicRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Gate/Clock',
    {
      schema: {
        tags,
        description:
          "The server's clock, for a phone's offset measurement (several calls; the quickest round trip is kept).",
        response: { 200: gateClockResponse, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { serverTime: serverTime() };
    },
  );

  routes.get(
    '/Gate/QrCode/:locationId/:code.svg',
    {
      schema: {
        tags,
        description: 'A QR code (SVG) of the address that joins the finish phone to a pairing.',
        params: gateQrParams,
        response: { 200: z.string().describe('image/svg+xml'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const svg = await gateQrCode(requestDeps(request), request.params);
      return reply.type('image/svg+xml').header('Cache-Control', 'private, max-age=600').send(svg);
    },
  );
}

/** The start phone: a member opens a pairing (or a single phone's own, `solo`). */
export const gateRoutes = guarded('member', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Gate/CreatePairing',
    {
      schema: {
        tags,
        security,
        description:
          'The start phone opens a pairing for a course; the answer holds the 8-character code. `solo`: one phone is both start and finish.',
        body: createGatePairingBody,
        response: pairingResponse,
      },
    },
    async (request) => present(request, await createGatePairing(signedInDeps(request), request.body)),
  );
});

/**
 * The finish phone joins with the code: any phone, signed in or not (a friend's), and gets a token for
 * that pairing alone. A present but bad bearer token is still a 401 (the `optional` guard).
 */
export const gateJoinRoutes = guarded('optional', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Gate/JoinPairing',
    {
      schema: {
        tags,
        description:
          'A phone joins a pairing with its code, signed in or not; the answer carries `pairingToken`, sent as ' +
          '`Authorization: Pairing <token>` to read the pairing and post its crossing. Wrong guesses are limited per address (and per member).',
        body: joinGatePairingBody,
        response: { 200: joinGatePairingResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { pairing, pairingToken } = await joinGatePairing(requestDeps(request), {
        ...request.body,
        address: clientAddress(request),
      });
      return { ...present(request, pairing), pairingToken };
    },
  );
});

/** Either phone of a pairing: its maker (signed in) or a phone that joined it (its pairing token). */
export const gatePairingRoutes = guarded('pairing', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Gate/Pairing/:id',
    {
      schema: {
        tags,
        security: pairingSecurity,
        description: "A pairing's state, which each phone polls for the other's join and crossing.",
        params: gatePairingParams,
        response: pairingResponse,
      },
    },
    async (request) => present(request, await readGatePairing(requestDeps(request), request.params)),
  );

  routes.post(
    '/Gate/PostCrossing',
    {
      schema: {
        tags,
        security: pairingSecurity,
        description:
          "A phone's crossing on the server's clock. The run is finish − start; its uncertainty is the sum of both.",
        body: gateCrossingBody,
        response: pairingResponse,
      },
    },
    async (request) => present(request, await postGateCrossing(requestDeps(request), request.body)),
  );
});
