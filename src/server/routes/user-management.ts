import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import {
  createUserBody,
  editUserBody,
  getUsersQuery,
  roleListResponse,
  userDetailSchema,
  userIdBody,
  usersPageResponse,
} from '../../shared/schemas/user-management';
import { guarded } from '../plugins/auth';
import { presentUserDetail, presentUsersPage } from '../presenters/user-management';
import { createUser } from '../services/user-management/create-user';
import { disableUser } from '../services/user-management/disable-user';
import { editUser } from '../services/user-management/edit-user';
import { getUser } from '../services/user-management/get-user';
import { listRoles } from '../services/user-management/list-roles';
import { listUsers } from '../services/user-management/list-users';
import { requestDeps, signedInDeps } from './request-deps';

const tags = ['UserManagement'];
const security = [{ bearer: [] }];
const userResponse = { 200: userDetailSchema, ...errorResponses };

/** The UserManagement paths of the OpenAPI document: admins only. */
export const userManagementRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/UserManagement/ListRoles',
    { schema: { tags, security, response: { 200: roleListResponse, ...errorResponses } } },
    async (request) => listRoles(requestDeps(request)),
  );

  routes.get(
    '/UserManagement/GetUsers',
    {
      schema: {
        tags,
        security,
        querystring: getUsersQuery,
        response: { 200: usersPageResponse, ...errorResponses },
      },
    },
    async (request) => presentUsersPage(await listUsers(requestDeps(request), request.query)),
  );

  routes.post(
    '/UserManagement/GetSingle',
    { schema: { tags, security, body: userIdBody, response: userResponse } },
    async (request) => presentUserDetail(await getUser(requestDeps(request), request.body)),
  );

  routes.post(
    '/UserManagement/Create',
    { schema: { tags, security, body: createUserBody, response: userResponse } },
    async (request) => presentUserDetail(await createUser(signedInDeps(request), request.body)),
  );

  routes.post(
    '/UserManagement/EditUser',
    { schema: { tags, security, body: editUserBody, response: userResponse } },
    async (request) => presentUserDetail(await editUser(signedInDeps(request), request.body)),
  );

  routes.post(
    '/UserManagement/Disable',
    { schema: { tags, security, body: userIdBody, response: userResponse } },
    async (request) => presentUserDetail(await disableUser(signedInDeps(request), request.body)),
  );
});
