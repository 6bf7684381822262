import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/schemas/common';
import { locationQrParams } from '../../shared/schemas/location';
import { getStopwatchQrCode } from '../services/location/stopwatch-qr-code';
import { requestDeps } from './request-deps';

/** The code only depends on PUBLIC_URL and the id, so caches may keep it for a day. */
const CACHE = 'public, max-age=86400';

/**
 * The QR code of a course's printed sign: public, since it holds nothing but the course's
 * public stopwatch address, and the admin sign page shows it with a plain <img>, which sends no bearer
 * token.
 */
export async function locationQrRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Location/QrCode/:id.svg',
    {
      schema: {
        tags: ['Location'],
        description: "A QR code (SVG) that opens the location's stopwatch, for its printed sign.",
        params: locationQrParams,
        response: { 200: z.string().describe('image/svg+xml'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const svg = await getStopwatchQrCode(requestDeps(request), { locationId: request.params.id });
      return reply.type('image/svg+xml').header('Cache-Control', CACHE).send(svg);
    },
  );
}
