import { readOrigin, readPort } from './config';

/**
 * The identity providers the site signs in with (Sign in with Apple, Login with Snapchat). In TEST
 * the sandbox plays both, so the sandbox and the product API read the same defaults from here.
 */
export const IDENTITY_PROVIDERS = ['apple', 'snapchat'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

export function isIdentityProviderName(value: string): value is IdentityProviderName {
  return (IDENTITY_PROVIDERS as readonly string[]).includes(value);
}

export const DEFAULT_HOST_APP_PORT = 3000;

/** The product site's public origin (HOST_APP_ORIGIN, else localhost on HOST_APP_PORT): where the providers send the browser back. */
export function productSiteOrigin(): string {
  return readOrigin('HOST_APP_ORIGIN', `http://localhost:${readPort('HOST_APP_PORT', DEFAULT_HOST_APP_PORT)}`);
}

/** The stand-in providers' issuers sit under the sandbox provider's origin. */
export function sandboxIssuer(providerOrigin: string, provider: IdentityProviderName): string {
  return `${providerOrigin}/idp/${provider}`;
}

/** Where a provider sends the browser back with its code: the product API's callback of that provider. */
export function signInCallbackPath(provider: IdentityProviderName): string {
  return `/api/v1/auth/oidc/${provider}/callback`;
}

/** The site's client at the stand-in providers: public TEST values, like the TEST merchant key; production sets its own. */
export const TEST_IDENTITY_CLIENT = {
  clientId: 'product-site',
  clientSecret: (provider: IdentityProviderName) => `test-${provider}-client-secret-for-the-sandbox-only`,
} as const;
