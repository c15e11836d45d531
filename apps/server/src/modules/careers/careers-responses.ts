import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// How the careers site answers a page or a feed: revalidated on every use (a closed job must leave
// at once, so nothing is cached for long), 304 while its ETag holds, gzipped for clients that take
// it (a feed of 1,000 jobs is megabytes of text and a tenth of that compressed).

/** A body to send and what names it. The ETag is weak: the gzipped and the plain bytes share it. */
export type Representation = { type: string; etag: string; body: Buffer; gzipped?: Buffer };

const digest = (data: string | Buffer) => createHash('sha1').update(data).digest('base64url');

/** A body named by its own bytes, or by `version` when that already says what it holds. */
export const representationOf = (type: string, text: string, version?: string): Representation => {
  const body = Buffer.from(text);
  return { type, body, etag: `W/"${digest(version ?? body)}"` };
};

const matches = (request: FastifyRequest, etag: string) =>
  String(request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim() === etag);

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

/** Sends a representation: 304 when the client holds it, else its bytes (gzipped when accepted and worth it). */
export const sendFresh = (request: FastifyRequest, reply: FastifyReply, representation: Representation) => {
  reply
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('etag', representation.etag)
    .header('vary', 'accept-encoding');
  if (matches(request, representation.etag)) return reply.code(304).send();
  reply.type(representation.type);
  if (representation.body.length >= 1024 && acceptsGzip(request)) {
    representation.gzipped ??= gzipSync(representation.body);
    return reply.header('content-encoding', 'gzip').send(representation.gzipped);
  }
  return reply.send(representation.body);
};
