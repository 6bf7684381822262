import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import {
  addSiteEquipmentBody,
  adminSiteEquipmentListResponse,
  locationIdBody,
  removeSiteEquipmentBody,
  updateSiteEquipmentFloorBody,
  updateSiteEquipmentIndexBody,
} from '../../shared/schemas/location';
import { guarded } from '../plugins/auth';
import { presentAdminSiteEquipment } from '../presenters/location';
import { addSiteEquipment } from '../services/location/add-site-equipment';
import { listSiteEquipment } from '../services/location/list-site-equipment';
import { moveSiteEquipment } from '../services/location/move-site-equipment';
import { removeSiteEquipment } from '../services/location/remove-site-equipment';
import { updateSiteEquipmentFloor } from '../services/location/update-site-equipment-floor';
import { signedInDeps } from './request-deps';

const tags = ['Location'];
const security = [{ bearer: [] }];
const response = { 200: adminSiteEquipmentListResponse, ...errorResponses };

/**
 * A location's course, the obstacles in order (docs/spec.md §7 site equipment), each with its split
 * floor: admins only. Each call answers the course after it, positions 0…n-1
 * (services/location/course-order.ts).
 */
export const adminSiteEquipmentRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Location/GetEquipment',
    { schema: { tags, security, body: locationIdBody, response } },
    async (request) =>
      (await listSiteEquipment(signedInDeps(request), request.body)).map(presentAdminSiteEquipment),
  );

  routes.post(
    '/Location/AddEquipment',
    { schema: { tags, security, body: addSiteEquipmentBody, response } },
    async (request) =>
      (await addSiteEquipment(signedInDeps(request), request.body)).map(presentAdminSiteEquipment),
  );

  routes.post(
    '/Location/RemoveEquipment',
    { schema: { tags, security, body: removeSiteEquipmentBody, response } },
    async (request) =>
      (await removeSiteEquipment(signedInDeps(request), { siteEquipmentId: request.body.id })).map(
        presentAdminSiteEquipment,
      ),
  );

  routes.post(
    '/Location/UpdateEquipmentIndex',
    { schema: { tags, security, body: updateSiteEquipmentIndexBody, response } },
    async (request) => {
      const { id, locationId, index } = request.body;
      const move = { siteEquipmentId: id, locationId, index };
      return (await moveSiteEquipment(signedInDeps(request), move)).map(presentAdminSiteEquipment);
    },
  );

  routes.post(
    '/Location/UpdateEquipmentMinSegment',
    { schema: { tags, security, body: updateSiteEquipmentFloorBody, response } },
    async (request) => {
      const { id, locationId, minSegmentSeconds } = request.body;
      const floor = { siteEquipmentId: id, locationId, minSegmentSeconds };
      return (await updateSiteEquipmentFloor(signedInDeps(request), floor)).map(presentAdminSiteEquipment);
    },
  );
});
