import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import {
  confirmPhoneBody,
  handleSubscribeBody,
  handleSubscribeResponse,
  locationSubscriptionsResponse,
  myAccountResponse,
  updateAccountBody,
  updatePhotoResponse,
} from '../../shared/schemas/my-account';
import { readUpload } from '../lib/upload';
import { guarded } from '../plugins/auth';
import { presentMyAccount } from '../presenters/account';
import { presentLocationRef } from '../presenters/location';
import { cancelEmailChange } from '../services/my-account/cancel-email-change';
import { confirmPhoneNumber } from '../services/my-account/confirm-phone-number';
import { getMyAccount } from '../services/my-account/get-my-account';
import {
  listLocationSubscriptions,
  toggleLocationSubscription,
} from '../services/my-account/location-subscriptions';
import { resendPhoneCode } from '../services/my-account/resend-phone-code';
import { updateAccount } from '../services/my-account/update-account';
import { updatePhoto } from '../services/my-account/update-photo';
import { clientAddress, signedInDeps } from './request-deps';

const tags = ['Account'];
const security = [{ bearer: [] }];
const ok = { ok: true as const };

/** The Account paths of the OpenAPI document a signed-in member uses for their own account. */
export const myAccountRoutes = guarded('member', async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Account/MyAccount',
    { schema: { tags, security, response: { 200: myAccountResponse, ...errorResponses } } },
    async (request) => presentMyAccount(await getMyAccount(signedInDeps(request))),
  );

  routes.post(
    '/Account/UpdateAccount',
    {
      schema: {
        tags,
        security,
        body: updateAccountBody,
        response: { 200: myAccountResponse, ...errorResponses },
      },
    },
    async (request) =>
      presentMyAccount(
        await updateAccount(signedInDeps(request), { ...request.body, ip: clientAddress(request) }),
      ),
  );

  routes.post(
    '/Account/CancelEmailChange',
    {
      schema: {
        tags,
        security,
        description: 'Drops the new e-mail waiting for its confirmation link; the account keeps its own.',
        response: { 200: myAccountResponse, ...errorResponses },
      },
    },
    async (request) => presentMyAccount(await cancelEmailChange(signedInDeps(request))),
  );

  routes.post(
    '/Account/ConfirmPhoneNumber',
    { schema: { tags, security, body: confirmPhoneBody, response: { 200: okResponse, ...errorResponses } } },
    async (request) => {
      await confirmPhoneNumber(signedInDeps(request), request.body);
      return ok;
    },
  );

  routes.post(
    '/Account/ResendPhoneCode',
    { schema: { tags, security, response: { 200: okResponse, ...errorResponses } } },
    async (request) => {
      await resendPhoneCode(signedInDeps(request));
      return ok;
    },
  );

  routes.post(
    '/Account/HandleSubscribe',
    {
      schema: {
        tags,
        security,
        body: handleSubscribeBody,
        response: { 200: handleSubscribeResponse, ...errorResponses },
      },
    },
    async (request) => toggleLocationSubscription(signedInDeps(request), { locationId: request.body.id }),
  );

  routes.get(
    '/Account/GetLocationSubscriptions',
    { schema: { tags, security, response: { 200: locationSubscriptionsResponse, ...errorResponses } } },
    async (request) => (await listLocationSubscriptions(signedInDeps(request))).map(presentLocationRef),
  );

  routes.post(
    '/Account/UpdatePhoto',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: 'Multipart form with one image part named `file` (JPEG, PNG, WebP, GIF or AVIF).',
        response: { 200: updatePhotoResponse, ...errorResponses },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return { current: await updatePhoto(signedInDeps(request), { bytes: upload.bytes }) };
    },
  );
});
