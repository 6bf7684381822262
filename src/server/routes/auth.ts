import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody, logoutBody, refreshBody, sessionResponse } from '../../shared/schemas/auth';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import { presentSession } from '../presenters/session';
import { logIn } from '../services/auth/log-in';
import { logOut } from '../services/auth/log-out';
import { refreshSession } from '../services/auth/refresh-session';
import { clientAddress, requestDeps } from './request-deps';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Auth'];

  routes.post(
    '/Auth/Login',
    { schema: { tags, body: loginBody, response: { 200: sessionResponse, ...errorResponses } } },
    async (request) => {
      const { user, password } = request.body;
      return presentSession(
        await logIn(requestDeps(request), { login: user, password, ip: clientAddress(request) }),
      );
    },
  );

  routes.post(
    '/Auth/Refresh',
    { schema: { tags, body: refreshBody, response: { 200: sessionResponse, ...errorResponses } } },
    async (request) => {
      const { refreshToken } = request.body;
      return presentSession(await refreshSession(requestDeps(request), { refreshToken }));
    },
  );

  routes.post(
    '/Auth/Logout',
    { schema: { tags, body: logoutBody, response: { 200: okResponse, ...errorResponses } } },
    async (request) => {
      await logOut(requestDeps(request), { refreshToken: request.body.refreshToken });
      return { ok: true as const };
    },
  );
}
