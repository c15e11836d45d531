import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's screen shows the server's sentence as it is: a request the schema refuses gets
     * 400 with the first issue's message alone (no field path), e.g. 'Job title is required'.
     */
    shortValidationMessage?: boolean;
  }
}

type ValidationIssue = { message?: string; params?: { issue?: { message?: string } } };

/** The sentence of a request's first validation issue, alone (no field path). */
export const firstIssueMessage = (error: { validation?: ValidationIssue[]; message: string }): string => {
  const issue = error.validation?.[0];
  return issue?.params?.issue?.message ?? issue?.message ?? error.message;
};

const refuseWithShortMessage: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
};

/**
 * Routes with `config: { shortValidationMessage: true }` keep their validation failure until their
 * own preHandlers have run (attachValidation), then answer it in short: a request without a session
 * gets 401 before any word about its fields.
 */
export const registerShortValidationMessages = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.shortValidationMessage) return;
    route.attachValidation = true;
    route.preHandler = [...[route.preHandler ?? []].flat(), refuseWithShortMessage];
  });
};
