import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { addContentBody, contentSchema, updateContentBody } from '../../shared/schemas/content';
import { guarded } from '../plugins/auth';
import { presentContent } from '../presenters/content';
import { addContent } from '../services/content/add-content';
import { updateContent } from '../services/content/update-content';
import { signedInDeps } from './request-deps';

const tags = ['Content'];
const security = [{ bearer: [] }];
const contentResponse = { 200: contentSchema, ...errorResponses };

/** The Content paths of the OpenAPI document that write site content: admins only. */
export const adminContentRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Content/Add',
    {
      schema: {
        tags,
        security,
        description:
          "Sets a section's content: content it already had is replaced (docs/spec.md §5 overwrite warning).",
        body: addContentBody,
        response: contentResponse,
      },
    },
    async (request) => presentContent(await addContent(signedInDeps(request), request.body)),
  );

  routes.post(
    '/Content/Update',
    { schema: { tags, security, body: updateContentBody, response: contentResponse } },
    async (request) => presentContent(await updateContent(signedInDeps(request), request.body)),
  );
});
