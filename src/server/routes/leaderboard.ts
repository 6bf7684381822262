import type { FastifyInstance } from 'fastify';

/** SPEC §7 Leaderboard paths. */
export async function leaderboardRoutes(_app: FastifyInstance): Promise<void> {}
