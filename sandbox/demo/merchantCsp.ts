/**
 * The Content-Security-Policy a merchant page needs for the script-tag SDK (see README).
 * 'unsafe-inline' is for styles only: the SDK injects its stylesheet at runtime.
 */
export function merchantContentSecurityPolicy(providerOrigin: string, vaultOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `frame-src ${vaultOrigin}`,
    `connect-src 'self' ${providerOrigin} ${vaultOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${vaultOrigin}`,
  ].join('; ');
}
