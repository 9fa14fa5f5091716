/**
 * The Content-Security-Policy a merchant page needs for the script-tag SDK (see README).
 * No 'unsafe-inline' anywhere: the SDK adds its CSS as a constructed stylesheet, and the page
 * never talks to the vault itself (only the frame does).
 */
export function merchantContentSecurityPolicy(providerOrigin: string, vaultOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `frame-src ${vaultOrigin}`,
    `connect-src 'self' ${providerOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
  ].join('; ');
}
