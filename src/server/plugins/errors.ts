import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfStatus } from '../../shared/error-codes';
import { HttpError } from '../lib/http-errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** `{ userName: 'message' }` from the route schema's zod issues. */
function fieldsOf(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function summary(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, message]) => `${name}: ${message}`)
    .join('; ');
}

/** docs/design.md error conventions: JSON bodies with a stable code, field messages on 400, never a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ ...error.details, error: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation as ValidationIssue[], error.validationContext);
      return reply
        .code(400)
        .send({ error: `Invalid input: ${summary(fields)}`, code: 'INVALID_INPUT', fields });
    }
    const status = error.statusCode ?? 500;
    // Fastify's bodyLimit (lib/upload.ts BODY_LIMIT_BYTES); uploads answer their own 413s naming `file`.
    if (status === 413) return reply.code(413).send({ error: 'The request is too large', code: 'TOO_LARGE' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content type, …) are safe to echo.
      const fields = status === 400 ? { body: error.message } : undefined;
      return reply.code(status).send({ error: error.message, code: codeOfStatus(status), fields });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'Something went wrong on our side. Please try again.', code: 'SERVER_ERROR' });
  });
}
