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

/** A member's pairings: both phones are signed in as the member who made it. */
export const gateRoutes = guarded('member', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Gate/CreatePairing',
    {
      schema: {
        tags,
        security,
        description:
          'The start phone opens a pairing for a course; the answer holds the code. With solo: true, one phone times both lines (paired at once).',
        body: createGatePairingBody,
        response: pairingResponse,
      },
    },
    async (request) => present(request, await createGatePairing(signedInDeps(request), request.body)),
  );

  routes.post(
    '/Gate/JoinPairing',
    {
      schema: {
        tags,
        security,
        description:
          'The finish phone joins with the code. Wrong guesses are limited per member and address.',
        body: joinGatePairingBody,
        response: pairingResponse,
      },
    },
    async (request) =>
      present(
        request,
        await joinGatePairing(signedInDeps(request), { ...request.body, address: clientAddress(request) }),
      ),
  );

  routes.get(
    '/Gate/Pairing/:id',
    {
      schema: {
        tags,
        security,
        description: "A pairing's state, which each phone polls for the other's join and crossing.",
        params: gatePairingParams,
        response: pairingResponse,
      },
    },
    async (request) => present(request, await readGatePairing(signedInDeps(request), request.params)),
  );

  routes.post(
    '/Gate/PostCrossing',
    {
      schema: {
        tags,
        security,
        description:
          "A phone's crossing on the server's clock, posted as it happens. The run is finish − start; its uncertainty is the sum of both. A crossing whose instant lies further from its arrival than its uncertainty and 3 s is kept, but the pairing's run is no longer witnessed.",
        body: gateCrossingBody,
        response: pairingResponse,
      },
    },
    async (request) => present(request, await postGateCrossing(signedInDeps(request), request.body)),
  );
});
