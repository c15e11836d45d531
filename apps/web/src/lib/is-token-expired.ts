import { tokenExpiryMs } from './token-expiry-ms.ts';

/**
 * A token is valid only while its `exp` (seconds) is later than now in seconds (SPEC §4, §9).
 * A missing token, a missing `exp` or an undecodable token counts as expired.
 */
export const isTokenExpired = (token: string | null | undefined, nowMs: number = Date.now()): boolean => {
  const expiryMs = tokenExpiryMs(token);
  if (expiryMs === null) return true;
  return expiryMs / 1000 <= Math.floor(nowMs / 1000);
};
