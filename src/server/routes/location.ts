import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import {
  getLocationBody,
  listStateQuery,
  locationIdBody,
  locationListResponse,
  locationSchema,
  locationsAndStatesResponse,
  siteEquipmentListResponse,
} from '../../shared/schemas/location';
import { presentLocation, presentSiteEquipment } from '../presenters/location';
import { getLocationByPath } from '../services/location/get-location-by-path';
import { listActiveLocations, statesOf } from '../services/location/list-active-locations';
import { listSiteEquipment } from '../services/location/list-site-equipment';
import { requestDeps } from './request-deps';

/** The Location paths of the OpenAPI document (public reads). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Location'];

  routes.get(
    '/Location/ListAll',
    { schema: { tags, response: { 200: locationListResponse, ...errorResponses } } },
    async (request) => (await listActiveLocations(requestDeps(request))).map(presentLocation),
  );

  routes.get(
    '/Location/LocationsAndStates',
    { schema: { tags, response: { 200: locationsAndStatesResponse, ...errorResponses } } },
    async (request) => {
      const rows = await listActiveLocations(requestDeps(request));
      return { locations: rows.map(presentLocation), states: statesOf(rows) };
    },
  );

  routes.get(
    '/Location/ListState',
    {
      schema: {
        tags,
        querystring: listStateQuery,
        response: { 200: locationListResponse, ...errorResponses },
      },
    },
    async (request) => (await listActiveLocations(requestDeps(request), request.query)).map(presentLocation),
  );

  routes.post(
    '/Location/GetSingle',
    { schema: { tags, body: getLocationBody, response: { 200: locationSchema, ...errorResponses } } },
    async (request) => presentLocation(await getLocationByPath(requestDeps(request), request.body)),
  );

  routes.post(
    '/Location/GetSiteEquipment',
    {
      schema: { tags, body: locationIdBody, response: { 200: siteEquipmentListResponse, ...errorResponses } },
    },
    async (request) =>
      (await listSiteEquipment(requestDeps(request), request.body)).map(presentSiteEquipment),
  );
}
