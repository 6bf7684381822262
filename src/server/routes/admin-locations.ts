import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import {
  createLocationBody,
  deleteLocationTimeBody,
  disableLocationBody,
  listAllLocationsAdminQuery,
  listLocationTimesBody,
  locationListResponse,
  locationSchema,
  locationTimesResponse,
  updateLocationBody,
} from '../../shared/schemas/location';
import { guarded } from '../plugins/auth';
import { presentLocation } from '../presenters/location';
import { presentLocationTimes } from '../presenters/location-times';
import { deleteTime } from '../services/leaderboard/delete-time';
import { createLocation } from '../services/location/create-location';
import { disableLocation } from '../services/location/disable-location';
import { listAllLocations } from '../services/location/list-all-locations';
import { listLocationTimes } from '../services/location/list-location-times';
import { updateLocation } from '../services/location/update-location';
import { signedInDeps } from './request-deps';

const tags = ['Location'];
const security = [{ bearer: [] }];

/**
 * Managing locations (docs/spec.md §2 admin Locations screens, §5 rules): admins only, guarded once here.
 * Locations are disabled, never deleted (docs/architecture.md, "Remove a thing").
 */
export const adminLocationRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const location = { 200: locationSchema, ...errorResponses };

  routes.post(
    '/Location/Create',
    { schema: { tags, security, body: createLocationBody, response: location } },
    async (request) => presentLocation(await createLocation(signedInDeps(request), request.body)),
  );

  routes.post(
    '/Location/Update',
    { schema: { tags, security, body: updateLocationBody, response: location } },
    async (request) => presentLocation(await updateLocation(signedInDeps(request), request.body)),
  );

  routes.post(
    '/Location/Disable',
    { schema: { tags, security, body: disableLocationBody, response: location } },
    async (request) =>
      presentLocation(await disableLocation(signedInDeps(request), { locationId: request.body.id })),
  );

  routes.get(
    '/Location/ListAllAdmin',
    {
      schema: {
        tags,
        security,
        description: 'Every location, disabled ones included (ListAll without them is the public list).',
        querystring: listAllLocationsAdminQuery,
        response: { 200: locationListResponse, ...errorResponses },
      },
    },
    async (request) => (await listAllLocations(signedInDeps(request), request.query)).map(presentLocation),
  );

  routes.post(
    '/Location/ListTimes',
    {
      schema: {
        tags,
        security,
        description: 'Every time at a location, casual and official, newest first, a page at a time.',
        body: listLocationTimesBody,
        response: { 200: locationTimesResponse, ...errorResponses },
      },
    },
    async (request) => presentLocationTimes(await listLocationTimes(signedInDeps(request), request.body)),
  );

  routes.post(
    '/Location/DeleteTime',
    {
      schema: {
        tags,
        security,
        body: deleteLocationTimeBody,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteTime(signedInDeps(request), { timeId: request.body.id });
      return { ok: true as const };
    },
  );
});
