import type { FastifyInstance } from 'fastify';

/** SPEC §7 Account paths. */
export async function accountRoutes(_app: FastifyInstance): Promise<void> {}
