import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest, unauthorized } from './http-error.ts';
import { assertNoNul } from './nul-guard.ts';

export const SIGNATURE_HEADER = 'x-retell-signature';
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** `v=<epoch ms>,d=<hex HMAC-SHA256(key, raw body + timestamp digits)>`, as the provider signs. */
export const signWebhook = (rawBody: string | Buffer, key: string, timestampMs: number): string => {
  const digest = createHmac('sha256', key).update(rawBody).update(String(timestampMs)).digest('hex');
  return `v=${timestampMs},d=${digest}`;
};

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export const verifyWebhookSignature = (options: {
  rawBody: Buffer;
  header: string | undefined;
  key: string;
  now: number;
}): SignatureCheck => {
  const { rawBody, header, key, now } = options;
  if (!header) return { ok: false, reason: `Missing ${SIGNATURE_HEADER} header` };
  const match = /^v=(\d{10,16}),d=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return { ok: false, reason: 'Malformed signature header' };
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS)
    return { ok: false, reason: 'Signature timestamp is too far from now' };
  const expected = createHmac('sha256', key).update(rawBody).update(match[1]!).digest();
  const given = Buffer.from(match[2]!, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { ok: true }
    : { ok: false, reason: 'Invalid signature' };
};

/**
 * The JSON of a signed webhook delivery: 401 with the reason when the signature does not hold,
 * 400 when the body is not JSON. The signature covers the exact bytes, hence the raw body.
 */
export const readSignedJson = (options: {
  rawBody: Buffer;
  header: string | string[] | undefined;
  key: string;
}): unknown => {
  const check = verifyWebhookSignature({
    rawBody: options.rawBody,
    header: typeof options.header === 'string' ? options.header : undefined,
    key: options.key,
    now: Date.now(),
  });
  if (!check.ok) throw unauthorized(check.reason);
  const text = options.rawBody.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  assertNoNul(text, value);
  return value;
};
