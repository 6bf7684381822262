import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/schemas/common';
import { presentEventCalendar } from '../presenters/event-calendar';
import { listCalendarEvents } from '../services/calendar/list-calendar-events';
import { requestDeps } from './request-deps';

/**
 * GET /Event/calendar.ics: the public iCal feed of upcoming events, linked from /Events. A static
 * path, so Fastify's router picks it before any `/Event/:id/…` route.
 */
export async function eventCalendarRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Event/calendar.ics',
    {
      schema: {
        tags: ['Event'],
        description:
          'Upcoming and current events as an iCalendar (RFC 5545) feed for calendar apps: one VEVENT per event, ' +
          'UID event-<id>@courseclock, times in UTC, the location and its address, and a link to the event page.',
        response: { 200: z.string().describe('text/calendar'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const deps = requestDeps(request);
      const calendar = presentEventCalendar(await listCalendarEvents(deps), {
        publicUrl: deps.config.publicUrl,
        now: deps.now,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="courseclock-events.ics"')
        .header('Cache-Control', 'public, max-age=300')
        .send(calendar);
    },
  );
}
