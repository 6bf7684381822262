import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import {
  createEquipmentBody,
  deleteEquipmentBody,
  equipmentImageFields,
  equipmentSchema,
  updateEquipmentBody,
} from '../../shared/schemas/equipment';
import { readUpload, uploadFieldsOf } from '../lib/upload';
import { guarded } from '../plugins/auth';
import { presentEquipment } from '../presenters/equipment';
import { addEquipmentImage } from '../services/equipment/add-equipment-image';
import { createEquipment, type NewEquipment } from '../services/equipment/create-equipment';
import { deleteEquipment } from '../services/equipment/delete-equipment';
import { updateEquipment } from '../services/equipment/update-equipment';
import { signedInDeps } from './request-deps';

const tags = ['Equipment'];
const security = [{ bearer: [] }];
const equipmentResponse = { 200: equipmentSchema, ...errorResponses };

/**
 * The obstacle's fields as the services take them (NewEquipment), named one by one: the services
 * write what they are given, so a field added to the body reaches the row only once it is named here.
 */
const equipmentOf = ({ name, instructions, videoUrl, showVideo }: NewEquipment): NewEquipment => ({
  name,
  instructions,
  videoUrl,
  showVideo,
});

/** The Equipment paths of the OpenAPI document that change obstacles: admins only. */
export const adminEquipmentRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Equipment/Create',
    { schema: { tags, security, body: createEquipmentBody, response: equipmentResponse } },
    async (request) =>
      presentEquipment(await createEquipment(signedInDeps(request), equipmentOf(request.body))),
  );

  routes.post(
    '/Equipment/Update',
    { schema: { tags, security, body: updateEquipmentBody, response: equipmentResponse } },
    async (request) =>
      presentEquipment(
        await updateEquipment(signedInDeps(request), { id: request.body.id, ...equipmentOf(request.body) }),
      ),
  );

  routes.post(
    '/Equipment/Delete',
    {
      schema: {
        tags,
        security,
        description: 'Deletes the obstacle and takes it off every course (the others close the gap).',
        body: deleteEquipmentBody,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteEquipment(signedInDeps(request), request.body);
      return { ok: true as const };
    },
  );

  routes.post(
    '/Equipment/AddImage',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'Multipart form: one image part named `file` (JPEG, PNG, WebP, GIF or AVIF) and a field `equipmentId`. ' +
          "The image replaces the obstacle's old one.",
        response: equipmentResponse,
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const { equipmentId } = uploadFieldsOf(equipmentImageFields, upload.fields);
      return presentEquipment(
        await addEquipmentImage(signedInDeps(request), { equipmentId, bytes: upload.bytes }),
      );
    },
  );
});
