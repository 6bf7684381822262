import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { eventListResponse } from '../../shared/schemas/event';
import { guarded } from '../plugins/auth';
import { presentEvent } from '../presenters/event';
import { listRefereedEvents, type RefereedEventsWhen } from '../services/event/list-refereed-events';
import { signedInDeps } from './request-deps';

const tags = ['Referee'];
const security = [{ bearer: [] }];

/** The Referee paths of the OpenAPI document: referees and admins (the `referee` rule). */
export const refereeRoutes = guarded('referee', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const eventsRoute = (path: string, when: RefereedEventsWhen) =>
    routes.get(
      path,
      { schema: { tags, security, response: { 200: eventListResponse, ...errorResponses } } },
      async (request) => (await listRefereedEvents(signedInDeps(request), { when })).map(presentEvent),
    );
  eventsRoute('/Referee/MyEvents', 'current');
  eventsRoute('/Referee/MyPastEvents', 'past');
});
