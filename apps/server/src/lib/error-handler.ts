import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';
import { registerShortValidationMessages } from './validation-message.ts';

type ZodLikeIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

const describeValidation = (issues: ZodLikeIssue[], context: string | undefined): string => {
  const parts = issues.slice(0, 3).map((issue) => {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const message = issue.params?.issue?.message ?? issue.message ?? 'is invalid';
    return path ? `${path}: ${message}` : message;
  });
  const where = context && context !== 'body' ? ` (${context})` : '';
  return `${parts.join('; ')}${where}`;
};

/** Known framework errors become clear 4xx answers; anything else is a 500 without details. */
const toResponse = (
  error: FastifyError,
  bodyLimit: number,
): { status: number; message: string; details?: Record<string, unknown> } => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: describeValidation(error.validation, error.validationContext) };
  }
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, details: error.details };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'Request body is not valid JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Request body is empty' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        message: `Request body is too large (limit ${(error as { bodyLimit?: number }).bodyLimit ?? bodyLimit} bytes)`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Content-Length does not match the body' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: 'The address is not valid' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: 'A part of the address is too long' };
    default:
      break;
  }
  if (error.statusCode === 429) return { status: 429, message: error.message };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return { status: 500, message: 'Something went wrong. Please try again later.' };
};

/**
 * Errors the router raises before any route or hook runs (a malformed or over-long address): the
 * same JSON answer as every other refusal, not Fastify's own shape. Passed as `frameworkErrors`.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const { status, message } = toResponse(error, 0);
  void reply.status(status).send({ error_message: message });
};

/** Every refusal as `{ error_message }`; call before any route is added (the short-message setting is read as routes are added). */
export const registerErrorHandling = (app: FastifyInstance, bodyLimit: number) => {
  registerShortValidationMessages(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, details } = toResponse(error, bodyLimit);
    if (status >= 500) {
      // The message and code tell what failed; stacks and request bodies stay out of the log.
      request.log.error({ failure: { type: error.name, message: error.message, code: error.code } }, 'request failed');
    }
    return reply.status(status).send({ ...details, error_message: message });
  });
};
