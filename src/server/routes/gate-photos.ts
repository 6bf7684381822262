import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CROSSING_PHOTO_MAX_BYTES } from '../../shared/gate/photo';
import { errorResponses } from '../../shared/schemas/common';
import { crossingPhotoFields, crossingPhotoResponse } from '../../shared/schemas/gate';
import { CROSSING_PHOTO_UPLOADS, readUpload, uploadFieldsOf } from '../lib/upload';
import { guarded } from '../plugins/auth';
import { addCrossingPhoto } from '../services/gate/add-crossing-photo';
import { requestDeps } from './request-deps';

/**
 * The pictures of a pairing's crossings, sent by the phone that saw each one: its maker or a phone
 * that joined it (its pairing token).
 */
export const gatePhotoRoutes = guarded('pairing', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Gate/CrossingPhoto',
    {
      schema: {
        tags: ['Gate'],
        security: [{ bearer: [] }, { pairing: [] }] as Record<string, string[]>[],
        consumes: ['multipart/form-data'],
        description:
          `Multipart form: the picture of a crossing made on the phone (one part named \`file\`, WebP or JPEG, ` +
          `at most ${CROSSING_PHOTO_MAX_BYTES / 1024} KB) and fields \`pairingId\` and \`role\` (start or finish). ` +
          'Only for a crossing the pairing has; a second picture replaces the first.',
        response: { 200: crossingPhotoResponse, ...errorResponses },
      },
    },
    async (request) => {
      const upload = await readUpload(request, CROSSING_PHOTO_UPLOADS);
      const fields = uploadFieldsOf(crossingPhotoFields, upload.fields);
      return addCrossingPhoto(requestDeps(request), { ...fields, bytes: upload.bytes });
    },
  );
});
