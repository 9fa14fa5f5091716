/**
 * The Content-Security-Policy a merchant page needs for the script-tag SDK: the one canonical
 * policy, shown in docs/csp.md (a test keeps the two equal).
 * No 'unsafe-inline' anywhere: the SDK adds its CSS as a constructed stylesheet. The page reads
 * only public assets from the vault origin (the countries list, the drop-in's option logos); card
 * data goes to the frame.
 * The provider's origin is framed too: its 3-D Secure challenge opens inside the page.
 */
export function merchantContentSecurityPolicy(providerOrigin: string, vaultOrigin: string): string {
  return [
    "default-src 'self'",
    // The SDK and, in TEST, the wallet stand-ins come from the provider.
    `script-src 'self' ${providerOrigin}`,
    `frame-src ${vaultOrigin} ${providerOrigin}`,
    `connect-src 'self' ${providerOrigin} ${vaultOrigin}`,
    "style-src 'self'",
    `img-src 'self' data: ${vaultOrigin}`,
    // Nobody else frames the checkout: a page that takes payments is a clickjacking target.
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The headers every demo answer carries beside its CSP: the frame rule again for browsers that
 * predate `frame-ancestors`, and no content sniffing, so a file is only ever run as its type.
 */
export const MERCHANT_PAGE_HEADERS = { 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff' } as const;
