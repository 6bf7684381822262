import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import {
  addToLeaderboardBody,
  addToLeaderboardResponse,
  boardPageQuery,
  casualResultsParams,
  eventBoardParams,
  idempotencyHeaders,
  leaderboardRowsSchema,
  listResultsBody,
  listUserResultsBody,
  locationSplitsParams,
  myResultsResponse,
  mySplitRunsResponse,
  mySplitsResponse,
  overviewResponse,
  periodQuery,
  segmentsQuery,
  segmentsResponse,
  timeIdParams,
} from '../../shared/schemas/leaderboard';
import { guarded } from '../plugins/auth';
import { presentBoardCsv } from '../presenters/board-csv';
import {
  presentAddedTime,
  presentLeaderboardRows,
  presentMyResults,
  presentOverview,
  replayedAddedTime,
} from '../presenters/leaderboard';
import { presentMySplitRuns, presentMySplits, presentSegments } from '../presenters/splits';
import { addTime } from '../services/leaderboard/add-time';
import { deleteTime } from '../services/leaderboard/delete-time';
import { getMySplits } from '../services/leaderboard/get-my-splits';
import { listEventResults } from '../services/leaderboard/list-event-results';
import { listMySplitRuns } from '../services/leaderboard/list-my-split-runs';
import { listSegments } from '../services/leaderboard/list-segments';
import { myResults } from '../services/leaderboard/my-results';
import { listOwnTimes } from '../services/leaderboard/own-times';
import { readBoardPage } from '../services/leaderboard/read-board-page';
import { readOverview } from '../services/leaderboard/read-overview';
import { boardPageHeaders, sendBoardPage, sendOverview } from './board-reply';
import { sentWithKey } from './idempotent-reply';
import { requestDeps, signedInDeps } from './request-deps';

const tags = ['Leaderboard'];

/** A board page: its rows (sent as serialised once), headers for the total and revalidation. */
const boardResponse = leaderboardRowsSchema.describe(
  `Board rows from offset, best first, plus the signed-in member's own row when below the page. ${boardPageHeaders}`,
);
const security = [{ bearer: [] }];
/** A board's rows as the answer every reader shares (readBoardPage keeps it presented). */
const present = presentLeaderboardRows;

/** The Leaderboard paths of the OpenAPI document: public boards, then the member's own. */
export async function leaderboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Leaderboard/ListResults',
    {
      onRequest: app.ctx.guards.viewer,
      schema: {
        tags,
        description: "A page of a location board; the signed-in member's own row is added when below it.",
        body: listResultsBody,
        response: { 200: boardResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { locationId, official, period, limit, offset } = request.body;
      const scope = { locationId, official };
      return sendBoardPage(
        request,
        reply,
        await readBoardPage(requestDeps(request), { scope, period, limit, offset, present }),
      );
    },
  );

  routes.get(
    '/Leaderboard/CasualResults/:id',
    {
      onRequest: app.ctx.guards.viewer,
      schema: {
        tags,
        params: casualResultsParams,
        querystring: boardPageQuery,
        response: { 200: boardResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = { locationId: request.params.id, official: false };
      return sendBoardPage(
        request,
        reply,
        await readBoardPage(requestDeps(request), { scope, ...request.query, present }),
      );
    },
  );

  routes.get(
    '/Leaderboard/Event/:eventId',
    {
      onRequest: app.ctx.guards.viewer,
      schema: {
        tags,
        params: eventBoardParams,
        querystring: boardPageQuery,
        response: { 200: boardResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = { eventId: request.params.eventId };
      return sendBoardPage(
        request,
        reply,
        await readBoardPage(requestDeps(request), { scope, ...request.query, present }),
      );
    },
  );

  routes.get(
    '/Leaderboard/Event/:eventId.csv',
    {
      schema: {
        tags,
        description:
          "The event board (all time) as CSV: place, competitor, time, start, finish (AU dates on the course's clocks, zone named), timed by, witnessed; at an obstacles or penalty event also cleared, penalty, ranked time and each obstacle's mark.",
        params: eventBoardParams,
        response: { 200: z.string().describe('text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const results = await listEventResults(requestDeps(request), { eventId });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="event-${eventId}-results.csv"`)
        .send(presentBoardCsv(results));
    },
  );

  routes.get(
    '/Leaderboard/GetOverview',
    { schema: { tags, querystring: periodQuery, response: { 200: overviewResponse, ...errorResponses } } },
    async (request, reply) =>
      sendOverview(
        request,
        reply,
        await readOverview(requestDeps(request), { period: request.query.period, present: presentOverview }),
      ),
  );

  routes.get(
    '/Leaderboard/Segments/:locationId',
    {
      schema: {
        tags,
        description:
          "Per obstacle of the location's course, in course order, each competitor's fastest segment over the period, " +
          'fastest first, up to limit (10 unless asked, at most 100); equal segments share a place and the earlier ' +
          "completion is listed first. Only runs timed over the course's current obstacle order count. " +
          'A course without obstacles answers []; an unknown or disabled location is a 404.',
        params: locationSplitsParams,
        querystring: segmentsQuery,
        response: { 200: segmentsResponse, ...errorResponses },
      },
    },
    async (request) =>
      presentSegments(
        await listSegments(requestDeps(request), { locationId: request.params.locationId, ...request.query }),
      ),
  );

  await app.register(guarded('member', memberLeaderboardRoutes));
}

/** The signed-in member's saves, times and deletions. */
async function memberLeaderboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Leaderboard/AddToLeaderboard',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        body: addToLeaderboardBody,
        response: { 200: addToLeaderboardResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const added = await addTime(signedInDeps(request), request.body, sentWithKey(request));
      if (added.replayed) reply.header('Idempotent-Replayed', 'true');
      return 'placed' in added
        ? presentAddedTime(added.placed)
        : replayedAddedTime(added.answered as Parameters<typeof replayedAddedTime>[0]);
    },
  );

  routes.post(
    '/Leaderboard/ListUserResults',
    {
      schema: {
        tags,
        security,
        body: listUserResultsBody,
        response: { 200: leaderboardRowsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const deps = signedInDeps(request);
      const rows = await listOwnTimes(deps, { userId: deps.actor.id, locationId: request.body.locationId });
      return presentLeaderboardRows(rows);
    },
  );

  routes.get(
    '/Leaderboard/MyResults',
    { schema: { tags, security, response: { 200: myResultsResponse, ...errorResponses } } },
    async (request) => {
      const deps = signedInDeps(request);
      return presentMyResults(await myResults(deps, { userId: deps.actor.id }));
    },
  );

  routes.get(
    '/Leaderboard/MySplits/:locationId',
    {
      schema: {
        tags,
        security,
        description:
          "The signed-in member's runs with splits at a location, over the course's current obstacle order: the " +
          'personal best with its splits, the best segment per obstacle, their sum (sum of best) and the possible ' +
          "time save per obstacle (the personal best's segment minus the best one). Without such runs: " +
          'personalBest and sumOfBest null, the lists empty.',
        params: locationSplitsParams,
        response: { 200: mySplitsResponse, ...errorResponses },
      },
    },
    async (request) =>
      presentMySplits(await getMySplits(signedInDeps(request), { locationId: request.params.locationId })),
  );

  routes.get(
    '/Leaderboard/MySplitRuns/:locationId',
    {
      schema: {
        tags,
        security,
        description:
          "The signed-in member's latest runs with splits at a location over the course's current obstacle " +
          'order, oldest first, each with its splits (My Results charts each segment over time). Empty ' +
          'without such runs or obstacles.',
        params: locationSplitsParams,
        response: { 200: mySplitRunsResponse, ...errorResponses },
      },
    },
    async (request) =>
      presentMySplitRuns(
        await listMySplitRuns(signedInDeps(request), { locationId: request.params.locationId }),
      ),
  );

  routes.delete(
    '/Leaderboard/Delete/:id',
    { schema: { tags, security, params: timeIdParams, response: { 200: okResponse, ...errorResponses } } },
    async (request) => {
      await deleteTime(signedInDeps(request), { timeId: request.params.id });
      return { ok: true as const };
    },
  );
}
