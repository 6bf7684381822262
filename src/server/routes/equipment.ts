import type { FastifyInstance } from 'fastify';

/** SPEC §7 Equipment paths. */
export async function equipmentRoutes(_app: FastifyInstance): Promise<void> {}
