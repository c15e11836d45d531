import { decodeTokenClaims } from './decode-token-claims.ts';

/** When the token stops being valid, in epoch milliseconds; null when it has no usable `exp`. */
export const tokenExpiryMs = (token: string | null | undefined): number | null => {
  if (token === null || token === undefined || token === '') return null;
  const exp = decodeTokenClaims(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return exp * 1000;
};
