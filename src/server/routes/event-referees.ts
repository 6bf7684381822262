import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { eventIdParams, eventRefereeParams, eventRefereesResponse } from '../../shared/schemas/referee';
import { guarded } from '../plugins/auth';
import { presentEventReferee } from '../presenters/referee';
import { addEventReferee, removeEventReferee } from '../services/event/assign-event-referee';
import { listAvailableReferees, listEventReferees } from '../services/event/list-event-referees';
import { signedInDeps } from './request-deps';

const tags = ['Event'];
const security = [{ bearer: [] }];
const schema = <P extends typeof eventIdParams | typeof eventRefereeParams>(params: P) => ({
  tags,
  security,
  params,
  response: { 200: eventRefereesResponse, ...errorResponses },
});

/** An event's referees (docs/spec.md §7 event edit screen): admins only. Each answers the list after the call. */
export const eventRefereeRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/Event/:id/Referees', { schema: schema(eventIdParams) }, async (request) =>
    (await listEventReferees(signedInDeps(request), { eventId: request.params.id })).map(presentEventReferee),
  );

  routes.get('/Event/:id/AvailableReferees', { schema: schema(eventIdParams) }, async (request) =>
    (await listAvailableReferees(signedInDeps(request), { eventId: request.params.id })).map(
      presentEventReferee,
    ),
  );

  routes.post('/Event/:id/AddReferee/:refereeId', { schema: schema(eventRefereeParams) }, async (request) => {
    const change = { eventId: request.params.id, refereeId: request.params.refereeId };
    return (await addEventReferee(signedInDeps(request), change)).map(presentEventReferee);
  });

  routes.delete(
    '/Event/:id/RemoveReferee/:refereeId',
    { schema: schema(eventRefereeParams) },
    async (request) => {
      const change = { eventId: request.params.id, refereeId: request.params.refereeId };
      return (await removeEventReferee(signedInDeps(request), change)).map(presentEventReferee);
    },
  );
});
