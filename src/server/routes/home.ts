import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { homeSummaryResponse } from '../../shared/schemas/home';
import { presentHomeSummary } from '../presenters/home';
import { getHomeSummary } from '../services/home/get-home-summary';
import { requestDeps } from './request-deps';

/** The Home paths of the OpenAPI document (a public read). */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/Home/Summary',
    {
      schema: {
        tags: ['Home'],
        description:
          'What the home page shows besides the course picker: the event on now, else the next to start ' +
          '(eventOnNow says which; null when none is to come), and the course records of the last 7 days: ' +
          'each active course whose all-time Social #1 was completed within them, newest first, at most 5.',
        response: { 200: homeSummaryResponse, ...errorResponses },
      },
    },
    async (request) => presentHomeSummary(await getHomeSummary(requestDeps(request))),
  );
}
