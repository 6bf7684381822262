import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';

/** Every SPEC §7 area, mounted under /api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
}
