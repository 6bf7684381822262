import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import {
  confirmEmailBody,
  emailFeedbackBody,
  signUpBody,
  signUpResponse,
} from '../../shared/schemas/account';
import { errorResponses, okResponse } from '../../shared/schemas/common';
import {
  forgotPasswordBody,
  forgotPasswordResponse,
  resetPasswordBody,
} from '../../shared/schemas/my-account';
import { presentSignedUp } from '../presenters/account';
import { confirmEmail } from '../services/account/confirm-email';
import { requestPasswordReset } from '../services/account/forgot-password';
import { resetPassword } from '../services/account/reset-password';
import { signUp } from '../services/account/sign-up';
import { submitFeedback } from '../services/account/submit-feedback';
import { clientAddress, requestDeps } from './request-deps';

/** The Account paths of the OpenAPI document that guests use. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Account'];

  routes.post(
    '/Account/SignUp',
    { schema: { tags, body: signUpBody, response: { 200: signUpResponse, ...errorResponses } } },
    async (request) =>
      presentSignedUp(await signUp(requestDeps(request), { ...request.body, ip: clientAddress(request) })),
  );

  routes.post(
    '/Account/ConfirmEmail',
    { schema: { tags, body: confirmEmailBody, response: { 200: okResponse, ...errorResponses } } },
    async (request) => {
      await confirmEmail(requestDeps(request), { ...request.body, ip: clientAddress(request) });
      return { ok: true as const };
    },
  );

  routes.post(
    '/Account/ForgotPassword',
    {
      schema: {
        tags,
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResponse, ...errorResponses },
      },
    },
    async (request) => {
      await requestPasswordReset(requestDeps(request), { ...request.body, ip: clientAddress(request) });
      // The same answer whether or not the address has an account.
      return { message: messages.forgotPasswordSent };
    },
  );

  routes.post(
    '/Account/ResetPassword',
    { schema: { tags, body: resetPasswordBody, response: { 200: okResponse, ...errorResponses } } },
    async (request) => {
      await resetPassword(requestDeps(request), { ...request.body, ip: clientAddress(request) });
      return { ok: true as const };
    },
  );

  routes.post(
    '/Account/EmailFeedback',
    {
      onRequest: app.ctx.guards.optional,
      schema: { tags, body: emailFeedbackBody, response: { 200: okResponse, ...errorResponses } },
    },
    async (request) => {
      await submitFeedback(requestDeps(request), { ...request.body, ip: clientAddress(request) });
      return { ok: true as const };
    },
  );
}
