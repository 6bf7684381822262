import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { locationTimeSchema } from '../../shared/schemas/location';
import { removeFromBoardsBody, timeRemovalParams } from '../../shared/schemas/time-removal';
import { guarded } from '../plugins/auth';
import { presentLocationTime } from '../presenters/location-times';
import { removeTimeFromBoards } from '../services/leaderboard/remove-time-from-boards';
import { restoreTimeToBoards } from '../services/leaderboard/restore-time-to-boards';
import { signedInDeps } from './request-deps';

const tags = ['Location'];
const security = [{ bearer: [] }];
const timeResponse = { 200: locationTimeSchema, ...errorResponses };

/**
 * An admin taking a run off the boards and putting it back (docs/architecture.md, "The board rule"):
 * admins only, guarded once here. Each answers the run as the admin's times list shows it.
 */
export const adminTimeRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Admin/Times/RemoveFromBoards/:id',
    {
      schema: {
        tags,
        security,
        description:
          'Takes a run off every board, with the reason (told to the runner by e-mail and shown in their results). Audited; restorable.',
        params: timeRemovalParams,
        body: removeFromBoardsBody,
        response: timeResponse,
      },
    },
    async (request) =>
      presentLocationTime(
        await removeTimeFromBoards(signedInDeps(request), {
          timeId: request.params.id,
          reason: request.body.reason,
        }),
      ),
  );

  routes.post(
    '/Admin/Times/RestoreToBoards/:id',
    {
      schema: {
        tags,
        security,
        description: 'Puts a removed run back on the boards; the runner is told. Audited.',
        params: timeRemovalParams,
        response: timeResponse,
      },
    },
    async (request) =>
      presentLocationTime(await restoreTimeToBoards(signedInDeps(request), { timeId: request.params.id })),
  );
});
