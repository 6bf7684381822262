import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import { idempotencyHeaders } from '../../shared/schemas/leaderboard';
import {
  locationSubscribersQuery,
  recipientCountResponse,
  sendSmsResponse,
  sendToAllBody,
  sendToGroupBody,
  smsBatchListResponse,
  smsBatchParams,
  smsBatchSchema,
  smsProviderQuery,
  smsProviderResponse,
  smsRecipientsQuery,
  smsRecipientsResponse,
  smsRepeatResponse,
} from '../../shared/schemas/sms';
import { guarded } from '../plugins/auth';
import { presentSmsBatch, presentSmsRecipient } from '../presenters/sms';
import { countRecipients } from '../services/sms/count-recipients';
import { listRecipients } from '../services/sms/list-recipients';
import { type NewSmsBatch, queueSmsBatch } from '../services/sms/queue-sms-batch';
import { readSmsProvider } from '../services/sms/read-sms-provider';
import { getSmsBatch, listSmsBatches } from '../services/sms/sms-batches';
import { replyIdempotently } from './idempotent-reply';
import { signedInDeps } from './request-deps';

const tags = ['Sms'];
const security = [{ bearer: [] }];

/** A send's schema parts: an optional Idempotency-Key, and a 409 that names the earlier batch. */
const sendSchema = {
  tags,
  security,
  headers: idempotencyHeaders,
  response: { 200: sendSmsResponse, ...errorResponses, 409: smsRepeatResponse },
};

/**
 * Queues the batch at most once per Idempotency-Key (a resend replays the first answer), then starts a
 * pass: only now has the transaction that stored the rows committed, so the pass can see them.
 */
async function queueOnce(
  request: FastifyRequest & { headers: { 'idempotency-key'?: string } },
  reply: FastifyReply,
  batch: NewSmsBatch,
) {
  const answer = await replyIdempotently(request, reply, (deps) => queueSmsBatch(deps, batch));
  request.server.ctx.sms.kick();
  return answer;
}

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

  // Send SMS says before sending when nothing would go out (no provider: kept in the outbox).
  routes.get(
    '/Sms/Provider',
    {
      schema: {
        tags,
        security,
        querystring: smsProviderQuery,
        response: { 200: smsProviderResponse, ...errorResponses },
      },
    },
    async (request) => readSmsProvider(signedInDeps(request)),
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

  routes.post('/Sms/SendToAll', { schema: { ...sendSchema, body: sendToAllBody } }, (request, reply) =>
    queueOnce(request, reply, { message: request.body.message, repeat: request.body.repeat }),
  );

  routes.post('/Sms/SendToGroup', { schema: { ...sendSchema, body: sendToGroupBody } }, (request, reply) =>
    queueOnce(request, reply, request.body),
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
