import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../shared/schemas/common';
import {
  addToLeaderboardBody,
  addToLeaderboardResponse,
  eventBoardParams,
  idempotencyHeaders,
  leaderboardRowsSchema,
  listResultsBody,
  listUserResultsBody,
  myResultsResponse,
  overviewResponse,
  periodQuery,
} from '../../shared/schemas/leaderboard';
import { idempotentWrite } from '../lib/idempotency';
import { actorOf } from '../plugins/auth';
import {
  presentAddedTime,
  presentLeaderboardRows,
  presentMyResults,
  presentOverview,
} from '../presenters/leaderboard';
import { addTime } from '../services/leaderboard/add-time';
import { getOverview } from '../services/leaderboard/get-overview';
import { listBoard } from '../services/leaderboard/list-board';
import { myResults } from '../services/leaderboard/my-results';
import { listOwnTimes } from '../services/leaderboard/own-times';
import { periodStart } from '../services/leaderboard/period';

/** SPEC §7 Leaderboard paths. */
export async function leaderboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Leaderboard'];
  const { ctx } = app;
  const member = { onRequest: ctx.guards.member };

  routes.post(
    '/Leaderboard/ListResults',
    { schema: { tags, body: listResultsBody, response: { 200: leaderboardRowsSchema, ...errorResponses } } },
    async (request) => {
      const { locationId, official, period } = request.body;
      const since = periodStart(period, ctx.now());
      return presentLeaderboardRows(await listBoard({ db: ctx.db, scope: { locationId, official }, since }));
    },
  );

  routes.get(
    '/Leaderboard/CasualResults/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: periodQuery,
        response: { 200: leaderboardRowsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = { locationId: request.params.id, official: false };
      const since = periodStart(request.query.period, ctx.now());
      return presentLeaderboardRows(await listBoard({ db: ctx.db, scope, since }));
    },
  );

  routes.get(
    '/Leaderboard/Event/:eventId',
    {
      schema: {
        tags,
        params: eventBoardParams,
        querystring: periodQuery,
        response: { 200: leaderboardRowsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const since = periodStart(request.query.period, ctx.now());
      const scope = { eventId: request.params.eventId };
      return presentLeaderboardRows(await listBoard({ db: ctx.db, scope, since }));
    },
  );

  routes.get(
    '/Leaderboard/GetOverview',
    { schema: { tags, querystring: periodQuery, response: { 200: overviewResponse, ...errorResponses } } },
    async (request) => {
      const since = periodStart(request.query.period, ctx.now());
      return presentOverview(await getOverview({ db: ctx.db, since }));
    },
  );

  routes.post(
    '/Leaderboard/AddToLeaderboard',
    {
      ...member,
      schema: {
        tags,
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: addToLeaderboardBody,
        response: { 200: addToLeaderboardResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const answer = await idempotentWrite({
        db: ctx.db,
        userId: actor.id,
        key: request.headers['idempotency-key'],
        route: `${request.method} ${request.routeOptions.url}`,
        write: async (tx) =>
          presentAddedTime(await addTime({ db: tx, actor, input: request.body, now: ctx.now() })),
      });
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      // Only 200 answers are ever stored for this route.
      return reply.code(answer.statusCode as 200).send(answer.body);
    },
  );

  routes.post(
    '/Leaderboard/ListUserResults',
    {
      ...member,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: listUserResultsBody,
        response: { 200: leaderboardRowsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { locationId } = request.body;
      return presentLeaderboardRows(
        await listOwnTimes({ db: ctx.db, userId: actorOf(request).id, locationId }),
      );
    },
  );

  routes.get(
    '/Leaderboard/MyResults',
    {
      ...member,
      schema: { tags, security: [{ bearer: [] }], response: { 200: myResultsResponse, ...errorResponses } },
    },
    async (request) => presentMyResults(await myResults({ db: ctx.db, userId: actorOf(request).id })),
  );
}
