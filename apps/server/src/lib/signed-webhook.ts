import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, notFound, unauthorized } from './http-error.ts';
import { readSignedJson, SIGNATURE_HEADER } from './webhook-signature.ts';

/** The workspace a delivery is addressed to and the keys its signature may be made with; null when there is no such workspace. */
export type WebhookAddressee = (request: FastifyRequest) => Promise<{ workspaceId: string; keys: string[] } | null>;

export type SchemaIssue = z.core.$ZodIssue;

/** The value as the schema reads it; else a 400 whose message `describe` writes from the first issue. */
export const parseOrRefuse = <T>(
  schema: z.ZodType<T>,
  value: unknown,
  describe: (issue: SchemaIssue | undefined) => string,
): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describe(result.error.issues[0]));
  return result.data;
};

export type SignedWebhookOptions<T> = {
  url: string;
  /** The addressed workspace and its signing keys. */
  addressee: WebhookAddressee;
  /** The body's schema, or a function choosing it by the body's content (one URL, several events). */
  schema: z.ZodType<T> | ((json: unknown) => z.ZodType<T>);
  /** The 400 answer for a body the schema refuses, from its first issue. */
  describeIssue: (issue: SchemaIssue | undefined) => string;
  /** Handles one verified, parsed delivery for its workspace; the sender gets 204 once it returns. */
  handle: (body: T, context: { workspaceId: string; request: FastifyRequest }) => Promise<void>;
  /** Told of a delivery to a known workspace refused for its signature or its body (counted for alerts). */
  onRefused?: (workspaceId: string) => Promise<void>;
};

/**
 * A POST route for signed deliveries (HMAC of the exact bytes sent, lib/webhook-signature.ts):
 * 404 for an unknown workspace, 401 with the reason when the signature does not hold, 400 for a body that is not JSON or not
 * of the schema, 204 once handled. The signature covers the raw bytes, so this plugin's scope
 * (and only it) keeps JSON bodies as they came.
 */
export const signedWebhook =
  <T>({ url, addressee, schema, describeIssue, handle, onRefused }: SignedWebhookOptions<T>): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(url, async (request, reply) => {
      const target = await addressee(request);
      // An unknown workspace answers 404, a wrong key (below) 401; nothing is written for either, and
      // only a known workspace's refusals are counted (onRefused).
      if (!target) throw notFound('No such workspace');
      const rawBody = request.body as Buffer;
      const header = request.headers[SIGNATURE_HEADER];
      let json: unknown = undefined;
      let refusal: unknown = unauthorized('Invalid signature');
      for (const key of target.keys) {
        try {
          json = readSignedJson({ rawBody, header, key });
          refusal = undefined;
          break;
        } catch (error) {
          refusal = error;
        }
      }
      const refuse = async (error: unknown): Promise<never> => {
        await onRefused?.(target.workspaceId).catch(() => undefined);
        throw error;
      };
      if (refusal) await refuse(refusal);
      const bodySchema = typeof schema === 'function' ? schema(json) : schema;
      let body: T;
      try {
        body = parseOrRefuse(bodySchema, json, describeIssue);
      } catch (error) {
        return refuse(error);
      }
      await handle(body, { workspaceId: target.workspaceId, request });
      return reply.status(204).send();
    });
  };
