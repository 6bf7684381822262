import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import {
  locationSubscribersQuery,
  recipientCountResponse,
  sendSmsResponse,
  sendToAllBody,
  sendToGroupBody,
  smsBatchListResponse,
  smsBatchParams,
  smsBatchSchema,
  smsRecipientsQuery,
  smsRecipientsResponse,
} from '../../shared/schemas/sms';
import { guarded } from '../plugins/auth';
import { presentSmsBatch, presentSmsRecipient } from '../presenters/sms';
import { countRecipients } from '../services/sms/count-recipients';
import { listRecipients } from '../services/sms/list-recipients';
import { queueSmsBatch } from '../services/sms/queue-sms-batch';
import { getSmsBatch, listSmsBatches } from '../services/sms/sms-batches';
import { signedInDeps } from './request-deps';

const tags = ['Sms'];
const security = [{ bearer: [] }];

/**
 * The Sms paths of the OpenAPI document: admins only. A send answers once its rows are stored; the
 * background passes send them (docs/architecture.md, "Outbox") and /Sms/Batches/{id} follows it.
 */
export const smsRoutes = guarded('admin', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Sms/RecipientCount',
    {
      schema: {
        tags,
        security,
        querystring: smsRecipientsQuery,
        response: { 200: recipientCountResponse, ...errorResponses },
      },
    },
    async (request) => ({ count: await countRecipients(signedInDeps(request), request.query) }),
  );

  routes.get(
    '/Sms/Recipients',
    {
      schema: {
        tags,
        security,
        querystring: smsRecipientsQuery,
        response: { 200: smsRecipientsResponse, ...errorResponses },
      },
    },
    async (request) => (await listRecipients(signedInDeps(request), request.query)).map(presentSmsRecipient),
  );

  routes.get(
    '/Sms/LocationSubscribers',
    {
      schema: {
        tags,
        security,
        querystring: locationSubscribersQuery,
        response: { 200: smsRecipientsResponse, ...errorResponses },
      },
    },
    async (request) => (await listRecipients(signedInDeps(request), request.query)).map(presentSmsRecipient),
  );

  routes.post(
    '/Sms/SendToAll',
    {
      schema: { tags, security, body: sendToAllBody, response: { 200: sendSmsResponse, ...errorResponses } },
    },
    async (request) => queueSmsBatch(signedInDeps(request), { message: request.body.message }),
  );

  routes.post(
    '/Sms/SendToGroup',
    {
      schema: {
        tags,
        security,
        body: sendToGroupBody,
        response: { 200: sendSmsResponse, ...errorResponses },
      },
    },
    async (request) => queueSmsBatch(signedInDeps(request), request.body),
  );

  routes.get(
    '/Sms/Batches',
    { schema: { tags, security, response: { 200: smsBatchListResponse, ...errorResponses } } },
    async (request) => (await listSmsBatches(signedInDeps(request))).map(presentSmsBatch),
  );

  routes.get(
    '/Sms/Batches/:id',
    {
      schema: {
        tags,
        security,
        params: smsBatchParams,
        response: { 200: smsBatchSchema, ...errorResponses },
      },
    },
    async (request) => presentSmsBatch(await getSmsBatch(signedInDeps(request), request.params)),
  );
});
