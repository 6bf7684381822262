import type { FastifyInstance } from 'fastify';

/** SPEC §7 Content paths. */
export async function contentRoutes(_app: FastifyInstance): Promise<void> {}
