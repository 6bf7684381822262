import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody, logoutBody, refreshBody, sessionResponse } from '../../shared/schemas/auth';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import { logIn } from '../services/auth/log-in';
import { logOut } from '../services/auth/log-out';
import { refreshSession } from '../services/auth/refresh-session';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Auth'];

  routes.post(
    '/Auth/Login',
    { schema: { tags, body: loginBody, response: { 200: sessionResponse, ...errorResponses } } },
    (request) => logIn({ ctx: app.ctx, input: request.body, ip: request.ip }),
  );

  routes.post(
    '/Auth/Refresh',
    { schema: { tags, body: refreshBody, response: { 200: sessionResponse, ...errorResponses } } },
    (request) => refreshSession({ ctx: app.ctx, refreshToken: request.body.refreshToken }),
  );

  routes.post(
    '/Auth/Logout',
    { schema: { tags, body: logoutBody, response: { 200: okResponse, ...errorResponses } } },
    async (request) => {
      await logOut({ ctx: app.ctx, refreshToken: request.body.refreshToken });
      return { ok: true as const };
    },
  );
}
