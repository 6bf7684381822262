import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maskEmail } from '../../shared/contact-mask';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import { addToLeaderboardResponse, idempotencyHeaders } from '../../shared/schemas/leaderboard';
import {
  deleteTimeRecordedParams,
  recordedTimeSchema,
  refereeCreateUserBody,
  refereeCreateUserResponse,
  refereeEventListResponse,
  refereeTimeBody,
  restoreTimeRecordedParams,
  timesRecordedParams,
  timesRecordedResponse,
  userLookupBody,
  userLookupResponse,
} from '../../shared/schemas/referee';
import { guarded } from '../plugins/auth';
import { presentAddedTime, replayedAddedTime } from '../presenters/leaderboard';
import { presentCompetitor, presentRecordedTime, presentRefereeEvent } from '../presenters/referee';
import { listRefereedEvents, type RefereedEventsWhen } from '../services/event/list-refereed-events';
import { deleteTime } from '../services/leaderboard/delete-time';
import { listEventTimes } from '../services/leaderboard/list-event-times';
import { recordOfficialTime } from '../services/leaderboard/record-official-time';
import { addMember } from '../services/referee/add-member';
import { findCompetitors } from '../services/referee/find-competitors';
import { restoreRecordedTime } from '../services/referee/restore-recorded-time';
import { replyIdempotently } from './idempotent-reply';
import { signedInDeps } from './request-deps';

const tags = ['Referee'];
const security = [{ bearer: [] }];

/** The Referee paths of the OpenAPI document: referees and admins (the `referee` rule). */
export const refereeRoutes = guarded('referee', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const eventsRoute = (path: string, when: RefereedEventsWhen) =>
    routes.get(
      path,
      { schema: { tags, security, response: { 200: refereeEventListResponse, ...errorResponses } } },
      async (request) => (await listRefereedEvents(signedInDeps(request), { when })).map(presentRefereeEvent),
    );
  eventsRoute('/Referee/MyEvents', 'current');
  eventsRoute('/Referee/MyPastEvents', 'past');

  routes.post(
    '/Referee/UserLookup',
    {
      schema: {
        tags,
        security,
        body: userLookupBody,
        response: { 200: userLookupResponse, ...errorResponses },
      },
    },
    async (request) => (await findCompetitors(signedInDeps(request), request.body)).map(presentCompetitor),
  );

  routes.post(
    '/Referee/AddToLeaderboard',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        body: refereeTimeBody,
        response: { 200: addToLeaderboardResponse, ...errorResponses },
      },
    },
    (request, reply) =>
      replyIdempotently(request, reply, async (deps) =>
        presentAddedTime(await recordOfficialTime(deps, { ...request.body, marks: request.body.obstacles })),
      ).then(replayedAddedTime),
  );

  routes.post(
    '/Referee/CreateUser',
    {
      schema: {
        tags,
        security,
        body: refereeCreateUserBody,
        response: { 200: refereeCreateUserResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, userName, email } = await addMember(signedInDeps(request), request.body);
      return { id, userName, maskedEmail: maskEmail(email) };
    },
  );

  routes.get(
    '/Referee/TimesRecorded/:id',
    {
      schema: {
        tags,
        security,
        params: timesRecordedParams,
        response: { 200: timesRecordedResponse, ...errorResponses },
      },
    },
    async (request) =>
      (await listEventTimes(signedInDeps(request), { eventId: request.params.id })).map(presentRecordedTime),
  );

  routes.delete(
    '/Referee/DeleteTimeRecorded/:id',
    {
      schema: {
        tags,
        security,
        params: deleteTimeRecordedParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteTime(signedInDeps(request), { timeId: request.params.id });
      return { ok: true as const };
    },
  );

  // Delete Times' Undo: the time just deleted comes back with its own id.
  routes.post(
    '/Referee/RestoreTimeRecorded/:id',
    {
      schema: {
        tags,
        security,
        params: restoreTimeRecordedParams,
        response: { 200: recordedTimeSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentRecordedTime(await restoreRecordedTime(signedInDeps(request), { timeId: request.params.id })),
  );
});
