import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { equipmentRoutes } from './equipment';
import { eventRoutes } from './event';
import { leaderboardRoutes } from './leaderboard';
import { locationRoutes } from './location';

/** Every SPEC §7 area, mounted under /api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(contentRoutes);
  await app.register(equipmentRoutes);
  await app.register(eventRoutes);
  await app.register(leaderboardRoutes);
  await app.register(locationRoutes);
}
