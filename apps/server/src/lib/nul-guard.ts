import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.ts';

// PostgreSQL's text and jsonb cannot hold U+0000: a NUL that reached a query would fail it (a 500).
// It is refused at the door instead, in addresses and in JSON bodies, with a clear 400.

export const NUL_IN_TEXT = 'Text must not contain the NUL character (\\u0000)';

/** Text from outside the API (received mail) with its NULs dropped: it is stored rather than lost. */
export const withoutNul = (text: string): string => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
};

/**
 * Refuses a parsed JSON value holding a NUL. In JSON text a NUL can only be written as the escape
 * \u0000, so the walk through the value runs only when the text has one.
 */
export const assertNoNul = (jsonText: string, value: unknown): void => {
  if (jsonText.includes('\\u0000') && hasNul(value)) throw badRequest(NUL_IN_TEXT);
};

/** Fastify's own JSON parser (same limits and prototype-poisoning checks) plus the NUL check; and addresses with %00. */
export const registerNulGuards = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) =>
    done(request.url.includes('%00') ? badRequest('The address is not valid') : undefined),
  );
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Fastify's parser answers through the callback; what it returns is nothing to wait for.
    void parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      try {
        assertNoNul(body as string, value);
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      return done(null, value);
    });
  });
};
