import type { FastifyInstance } from 'fastify';

/** SPEC §7 Event paths. */
export async function eventRoutes(_app: FastifyInstance): Promise<void> {}
