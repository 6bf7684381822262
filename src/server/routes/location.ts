import type { FastifyInstance } from 'fastify';

/** SPEC §7 Location paths. */
export async function locationRoutes(_app: FastifyInstance): Promise<void> {}
