import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { roleListResponse } from '../../shared/schemas/user-management';
import { guarded } from '../plugins/auth';
import { listRoles } from '../services/user-management/list-roles';
import { requestDeps } from './request-deps';

const tags = ['UserManagement'];
const security = [{ bearer: [] }];

/** The UserManagement paths of the OpenAPI document: admins only. */
export const userManagementRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/UserManagement/ListRoles',
    { schema: { tags, security, response: { 200: roleListResponse, ...errorResponses } } },
    async (request) => listRoles(requestDeps(request)),
  );
});
