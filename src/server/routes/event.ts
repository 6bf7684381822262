import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { eventListResponse, eventSchema, getEventBody } from '../../shared/schemas/event';
import { presentEvent } from '../presenters/event';
import { getEvent } from '../services/event/get-event';
import { type EventListKind, listEvents } from '../services/event/list-events';
import { requestDeps } from './request-deps';

/** The Event paths of the OpenAPI document (public reads). */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Event'];

  const listRoute = (path: string, kind: EventListKind) =>
    routes.get(
      path,
      { schema: { tags, response: { 200: eventListResponse, ...errorResponses } } },
      async (request) => (await listEvents(requestDeps(request), { kind })).map(presentEvent),
    );
  listRoute('/Event/ListAll', 'all');
  listRoute('/Event/Upcoming', 'upcoming');
  listRoute('/Event/Past', 'past');

  routes.post(
    '/Event/GetSingle',
    { schema: { tags, body: getEventBody, response: { 200: eventSchema, ...errorResponses } } },
    async (request) => presentEvent(await getEvent(requestDeps(request), request.body)),
  );
}
