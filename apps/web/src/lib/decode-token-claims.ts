export type DecodedTokenClaims = { exp?: unknown; user_id?: unknown } & Record<string, unknown>;

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/**
 * Reads the payload of a JWT without verifying it (the server verifies).
 * Returns null for anything that is not a three-part token with a JSON object payload.
 */
export const decodeTokenClaims = (token: string): DecodedTokenClaims | null => {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || payload === undefined || payload === '') return null;

  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    return claims as DecodedTokenClaims;
  } catch {
    return null;
  }
};
