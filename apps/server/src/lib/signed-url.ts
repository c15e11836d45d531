import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The query of a signed link: when it expires (ms) and its signature. */
export const signedUrlQuerySchema = z.object({ exp: z.coerce.number().int(), sig: z.string().min(10).max(100) });

const signature = (secret: string, scope: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`${scope}:${id}:${expires}`).digest('base64url');

/**
 * A same-origin link that works without a bearer header (an <audio> or <img> sends none), for one
 * object of one kind (`scope`), valid until `ttlMs` from now: like a storage service's presigned URL.
 */
export const signUrl = (options: {
  secret: string;
  scope: string;
  id: string;
  path: string;
  ttlMs: number;
  now?: number;
}): string => {
  const expires = (options.now ?? Date.now()) + options.ttlMs;
  return `${options.path}?exp=${expires}&sig=${signature(options.secret, options.scope, options.id, expires)}`;
};

export const verifySignedUrl = (options: {
  secret: string;
  scope: string;
  id: string;
  expires: number;
  signature: string;
  now?: number;
}): boolean => {
  if (!Number.isFinite(options.expires) || options.expires < (options.now ?? Date.now())) return false;
  const expected = Buffer.from(signature(options.secret, options.scope, options.id, options.expires));
  const given = Buffer.from(options.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
