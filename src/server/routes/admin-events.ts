import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import {
  type CreateEventBody,
  createEventBody,
  deleteEventBody,
  eventSchema,
  updateEventBody,
} from '../../shared/schemas/event';
import { guarded } from '../plugins/auth';
import { presentEvent } from '../presenters/event';
import { createEvent } from '../services/event/create-event';
import { deleteEvent } from '../services/event/delete-event';
import type { EventInput } from '../services/event/event-values';
import { updateEvent } from '../services/event/update-event';
import { signedInDeps } from './request-deps';

const tags = ['Event'];
const security = [{ bearer: [] }];

/** The form's ISO texts as instants. */
const eventInput = ({ startTime, endTime, ...rest }: CreateEventBody): EventInput => ({
  ...rest,
  startTime: new Date(startTime),
  endTime: new Date(endTime),
});

/** Managing events (docs/spec.md §2 admin Event screens, §5 rules): admins only, guarded once here. */
export const adminEventRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const event = { 200: eventSchema, ...errorResponses };

  routes.post(
    '/Event/Create',
    { schema: { tags, security, body: createEventBody, response: event } },
    async (request) => presentEvent(await createEvent(signedInDeps(request), eventInput(request.body))),
  );

  routes.post(
    '/Event/Update',
    { schema: { tags, security, body: updateEventBody, response: event } },
    async (request) => {
      const { id, ...fields } = request.body;
      return presentEvent(await updateEvent(signedInDeps(request), { id, ...eventInput(fields) }));
    },
  );

  routes.post(
    '/Event/Delete',
    {
      schema: {
        tags,
        security,
        description: 'Deletes an event and its referee links; an event with official times is a 409.',
        body: deleteEventBody,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteEvent(signedInDeps(request), { eventId: request.body.id });
      return { ok: true as const };
    },
  );
});
