import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditPageResponse,
  auditQuery,
  restoreAuditBody,
  restoredTimeResponse,
} from '../../shared/schemas/audit';
import { errorResponses } from '../../shared/schemas/common';
import { guarded } from '../plugins/auth';
import { presentAuditPage, presentRestoredTime } from '../presenters/audit';
import { listAudit } from '../services/audit/list-audit';
import { restoreTime } from '../services/audit/restore-time';
import { requestDeps, signedInDeps } from './request-deps';

const tags = ['Admin'];
const security = [{ bearer: [] }];

/** The audit trail (GET /api/Admin/Audit) and restoring a deleted time from it: admins only. */
export const adminAuditRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Admin/Audit',
    {
      schema: {
        tags,
        security,
        querystring: auditQuery,
        response: { 200: auditPageResponse, ...errorResponses },
      },
    },
    async (request) => presentAuditPage(await listAudit(requestDeps(request), request.query)),
  );

  routes.post(
    '/Admin/Audit/Restore',
    {
      schema: {
        tags,
        security,
        body: restoreAuditBody,
        response: { 200: restoredTimeResponse, ...errorResponses },
      },
    },
    async (request) =>
      presentRestoredTime(await restoreTime(signedInDeps(request), { auditId: request.body.id })),
  );
});
