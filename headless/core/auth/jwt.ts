/** Reads a JWT's claims without verifying it: the client only needs `exp` to know when to refresh. */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Seconds before `exp` at which a token is treated as expired, so a call never races expiry. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 30;

/** A bearer token is valid only if it is a JWT whose exp has not passed (PC-TOKEN-2). */
export function isUsableJwt(token: string, nowMs: number, marginSeconds = TOKEN_EXPIRY_MARGIN_SECONDS): boolean {
  const exp = readJwtClaims(token)?.exp;
  return typeof exp === 'number' && exp - marginSeconds > nowMs / 1000;
}
