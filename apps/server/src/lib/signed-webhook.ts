import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './http-error.ts';
import { readSignedJson, SIGNATURE_HEADER } from './webhook-signature.ts';

export type SchemaIssue = z.core.$ZodIssue;

/** The value as the schema reads it; else a 400 whose message `describe` writes from the first issue. */
export const parseOrRefuse = <T>(schema: z.ZodType<T>, value: unknown, describe: (issue: SchemaIssue | undefined) => string): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describe(result.error.issues[0]));
  return result.data;
};

export type SignedWebhookOptions<T> = {
  url: string;
  /** The workspace's signing key. */
  key: string;
  /** The body's schema, or a function choosing it by the body's content (one URL, several events). */
  schema: z.ZodType<T> | ((json: unknown) => z.ZodType<T>);
  /** The 400 answer for a body the schema refuses, from its first issue. */
  describeIssue: (issue: SchemaIssue | undefined) => string;
  /** Handles one verified, parsed delivery; the sender gets 204 once it returns. */
  handle: (body: T, request: FastifyRequest) => Promise<void>;
};

/**
 * A POST route for signed deliveries (HMAC of the exact bytes sent, lib/webhook-signature.ts):
 * 401 with the reason when the signature does not hold, 400 for a body that is not JSON or not
 * of the schema, 204 once handled. The signature covers the raw bytes, so this plugin's scope
 * (and only it) keeps JSON bodies as they came.
 */
export const signedWebhook =
  <T>({ url, key, schema, describeIssue, handle }: SignedWebhookOptions<T>): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(url, async (request, reply) => {
      const json = readSignedJson({ rawBody: request.body as Buffer, header: request.headers[SIGNATURE_HEADER], key });
      const bodySchema = typeof schema === 'function' ? schema(json) : schema;
      await handle(parseOrRefuse(bodySchema, json, describeIssue), request);
      return reply.status(204).send();
    });
  };
