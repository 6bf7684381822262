import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { equipmentListResponse, equipmentSchema, getEquipmentBody } from '../../shared/schemas/equipment';
import { presentEquipment } from '../presenters/equipment';
import { getEquipment } from '../services/equipment/get-equipment';
import { listEquipment } from '../services/equipment/list-equipment';

/** SPEC §7 Equipment paths. */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Equipment'];
  const { db } = app.ctx;

  routes.get(
    '/Equipment/ListAll',
    { schema: { tags, response: { 200: equipmentListResponse, ...errorResponses } } },
    async () => (await listEquipment({ db })).map(presentEquipment),
  );

  routes.post(
    '/Equipment/GetSingle',
    { schema: { tags, body: getEquipmentBody, response: { 200: equipmentSchema, ...errorResponses } } },
    async (request) => presentEquipment(await getEquipment({ db, input: request.body })),
  );
}
