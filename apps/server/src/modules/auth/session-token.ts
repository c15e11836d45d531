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

/** Verifies signature (HS256 only: `none` and other algorithms are refused), expiry and claims. */
export const verifySessionToken = async (token: string, secret: string): Promise<SessionClaims | null> => {
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
