import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type SessionClaims = { userId: string; sessionId: string; exp: number };

// A KeyObject made once per secret: handing jose raw bytes makes it import a key on every call.
const keys = new Map<string, KeyObject>();
const encode = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
};

/** HS256 JWT with `user_id`, `sid` (the server-side session) and `exp` in seconds. */
export const signSessionToken = (options: { secret: string; userId: string; sessionId: string; expiresAt: Date }) =>
  new SignJWT({ user_id: options.userId, sid: options.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
    .sign(encode(options.secret));

// Tokens whose signature was checked, per secret: a client sends the same token with every
// request, and the same string cannot carry another signature. Expiry is checked on every use.
const MAX_VERIFIED = 50_000;
const verified = new Map<string, Map<string, SessionClaims>>();

/** Verifies signature (HS256 only: `none` and other algorithms are refused), expiry and claims. */
export const verifySessionToken = async (
  token: string,
  secret: string,
  now = Date.now(),
): Promise<SessionClaims | null> => {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const remembered = known.get(token);
  if (remembered) {
    if (remembered.exp * 1000 > now) return remembered;
    known.delete(token);
    return null;
  }
  const claims = await verifySignature(token, secret);
  if (claims) {
    if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value!);
    known.set(token, claims);
  }
  return claims;
};

const verifySignature = async (token: string, secret: string): Promise<SessionClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'user_id', 'sid'],
    });
    const userId = payload['user_id'];
    const sessionId = payload['sid'];
    if (typeof userId !== 'string' || typeof sessionId !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId, sessionId, exp: payload.exp };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
};
