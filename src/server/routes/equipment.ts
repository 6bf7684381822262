import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { equipmentListResponse, equipmentSchema, getEquipmentBody } from '../../shared/schemas/equipment';
import { presentEquipment } from '../presenters/equipment';
import { getEquipment } from '../services/equipment/get-equipment';
import { listEquipment } from '../services/equipment/list-equipment';
import { requestDeps } from './request-deps';

/** The Equipment paths of the OpenAPI document (public reads). */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Equipment'];

  routes.get(
    '/Equipment/ListAll',
    { schema: { tags, response: { 200: equipmentListResponse, ...errorResponses } } },
    async (request) => (await listEquipment(requestDeps(request))).map(presentEquipment),
  );

  routes.post(
    '/Equipment/GetSingle',
    { schema: { tags, body: getEquipmentBody, response: { 200: equipmentSchema, ...errorResponses } } },
    async (request) => presentEquipment(await getEquipment(requestDeps(request), request.body)),
  );
}
