import { readEnvironment, readOrigin, readPort, type ServerEnvironment } from '@payment-client/server-kit/config';
import { TEST_MERCHANT_SECRET_KEY } from '@payment-client/server-kit/providerEndpoints';
import { DEFAULT_HOST_APP_PORT, IDENTITY_PROVIDERS, sandboxIssuer, TEST_IDENTITY_CLIENT, type IdentityProviderName } from '@payment-client/server-kit/identityProviders';

/** Environment of the product API (see README). */
export { DEFAULT_HOST_APP_PORT };

export type ProductEnvironment = ServerEnvironment;

export function hostAppPort(): number {
  return readPort('HOST_APP_PORT', DEFAULT_HOST_APP_PORT);
}

/** Production unless PRODUCT_ENV=test: a forgotten variable must never open the development endpoints. */
export function productEnvironment(): ProductEnvironment {
  return readEnvironment('PRODUCT_ENV');
}

/** Behind a load balancer, the client address comes from X-Forwarded-For; directly exposed, it must not. */
export function trustProxy(): boolean {
  const raw = process.env.PRODUCT_TRUST_PROXY;
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`PRODUCT_TRUST_PROXY must be true or false, got '${raw}'`);
}

/** The geo headers a trusted proxy or CDN sets on every request (PRODUCT_GEO_COUNTRY_HEADER, PRODUCT_GEO_CONTINENT_HEADER). */
export interface TrustedGeoHeaders {
  country: string | null;
  continent: string | null;
}

function headerName(variable: string): string | null {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return null;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(raw)) throw new Error(`${variable} must be a header name such as x-geo-country, got '${raw}'`);
  return raw.toLowerCase();
}

/**
 * None by default: a browser can send any header, so a geo header is believed only when the
 * deployment names it, because the proxy in front sets it (and overwrites what a client sent).
 */
export function trustedGeoHeaders(): TrustedGeoHeaders {
  const country = headerName('PRODUCT_GEO_COUNTRY_HEADER');
  const continent = headerName('PRODUCT_GEO_CONTINENT_HEADER');
  if (continent && !country) throw new Error('PRODUCT_GEO_CONTINENT_HEADER needs PRODUCT_GEO_COUNTRY_HEADER');
  return { country, continent };
}

/** Required in production (several API processes share it); in TEST without it, one is kept in the database. */
export function signingSecret(): string | undefined {
  const raw = process.env.PRODUCT_SIGNING_SECRET;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new Error('PRODUCT_SIGNING_SECRET must be at least 32 characters');
  return raw;
}

/**
 * The secret the provider signs its webhooks with, registered with the endpoint at start-up.
 * Required in production (every API process verifies with it); TEST derives one from the signing secret.
 */
export function webhookSecret(): string | undefined {
  const raw = process.env.PRODUCT_WEBHOOK_SECRET;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[\x21-\x7e]{32,200}$/.test(raw)) throw new Error('PRODUCT_WEBHOOK_SECRET must be 32 to 200 visible ASCII characters');
  return raw;
}

/**
 * The sites allowed to frame the embeddable player (/embed/...), as a comma-separated list of
 * origins in PRODUCT_EMBED_ORIGINS. None by default: only the site itself frames it.
 */
export function embedFrameOrigins(): string[] {
  const raw = process.env.PRODUCT_EMBED_ORIGINS ?? '';
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (!url || url.origin !== item.replace(/\/$/, '') || !['https:', 'http:'].includes(url.protocol)) {
        throw new Error(`PRODUCT_EMBED_ORIGINS must list origins such as https://partner.example, got '${item}'`);
      }
      return url.origin;
    });
}

/** The payment provider (the sandbox in TEST), read from the same variables the sandbox uses. */
export { providerOrigin } from '@payment-client/server-kit/providerEndpoints';

/** The payment vault that serves the card frame (the sandbox's in TEST). */
export { vaultOrigin } from '@payment-client/server-kit/providerEndpoints';

/**
 * The merchant secret key for server-to-server provider calls; it never reaches the browser.
 * Only TEST falls back to the sandbox's key.
 */
export function providerSecretKey(): string | undefined {
  const raw = process.env.PROVIDER_SECRET_KEY;
  return raw === undefined || raw === '' ? undefined : raw;
}

export const SANDBOX_SECRET_KEY = TEST_MERCHANT_SECRET_KEY;

/**
 * What production refuses to start without. TEST falls back to the sandbox's key, a signing
 * secret kept in the database (and a webhook secret derived from it) and local origins; production must not, since those are public
 * or sit beside the data they protect.
 */
export const PRODUCTION_SETTINGS = ['PROVIDER_SECRET_KEY', 'PRODUCT_SIGNING_SECRET', 'PRODUCT_WEBHOOK_SECRET', 'HOST_APP_ORIGIN', 'PROVIDER_ORIGIN'] as const;
export type ProductionSetting = (typeof PRODUCTION_SETTINGS)[number];

/** Throws one error naming every missing setting; `given` marks those passed in code instead of the environment. */
export function checkProductionSettings(env: ProductEnvironment, given: Partial<Record<ProductionSetting, boolean>> = {}): void {
  if (env !== 'production') return;
  const missing = PRODUCTION_SETTINGS.filter((name) => !given[name] && !process.env[name]);
  if (missing.length > 0) {
    throw new Error(`The production environment needs ${missing.join(', ')}; set them, or PRODUCT_ENV=test for a local run with the sandbox`);
  }
}

/** The site's public origin: payment sessions allow it, and 3-D Secure returns to it. */
export function hostAppOrigin(): string {
  return readOrigin('HOST_APP_ORIGIN', `http://localhost:${hostAppPort()}`);
}

/**
 * TEST only: multiplies the per-address rate limits (1 to 1000, default 1), for an end-to-end run
 * whose every test comes from 127.0.0.1. Per-account, email and phone limits never change.
 */
export function addressLimitScale(env: ProductEnvironment): number {
  const raw = process.env.PRODUCT_ADDRESS_LIMIT_SCALE;
  if (raw === undefined || raw === '') return 1;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error(`PRODUCT_ADDRESS_LIMIT_SCALE must be an integer from 1 to 1000, got '${raw}'`);
  if (env === 'production' && scale !== 1) throw new Error('PRODUCT_ADDRESS_LIMIT_SCALE is for the TEST environment only');
  return scale;
}

/**
 * TEST only: the lifetime of a session opened without "stay signed in" (default 28800 s, PR-AUTH-7),
 * shortened so an end-to-end run can watch the site renew its token. Refused in production.
 */
export function sessionTtlSeconds(env: ProductEnvironment, fallback: number): number {
  const raw = process.env.PRODUCT_TEST_SESSION_TTL_SECONDS;
  if (raw === undefined || raw === '') return fallback;
  if (env === 'production') throw new Error('PRODUCT_TEST_SESSION_TTL_SECONDS is for the TEST environment only');
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > fallback) throw new Error(`PRODUCT_TEST_SESSION_TTL_SECONDS must be a whole number from 10 to ${fallback}, got '${raw}'`);
  return seconds;
}

/** Where the site signs in with one identity provider, and as which client. */
export interface IdentityProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type IdentityProviderSettingsByName = Record<IdentityProviderName, IdentityProviderSettings | null>;

/**
 * PRODUCT_{APPLE,SNAPCHAT}_{ISSUER,CLIENT_ID,CLIENT_SECRET}. TEST falls back to the sandbox's
 * stand-in providers (`<provider origin>/idp/<name>`) and their public client; production signs in
 * with a provider only when all three are set (null otherwise), and refuses a partial setting.
 */
export function identityProviderSettings(env: ProductEnvironment, providerOrigin: string): IdentityProviderSettingsByName {
  const entries = IDENTITY_PROVIDERS.map((name) => {
    const prefix = `PRODUCT_${name.toUpperCase()}_`;
    const read = (suffix: string) => process.env[`${prefix}${suffix}`] || undefined;
    const given = { issuer: read('ISSUER'), clientId: read('CLIENT_ID'), clientSecret: read('CLIENT_SECRET') };
    if (env === 'test') {
      return [
        name,
        {
          issuer: given.issuer ?? sandboxIssuer(providerOrigin, name),
          clientId: given.clientId ?? TEST_IDENTITY_CLIENT.clientId,
          clientSecret: given.clientSecret ?? TEST_IDENTITY_CLIENT.clientSecret(name),
        },
      ] as const;
    }
    const missing = Object.entries({ ISSUER: given.issuer, CLIENT_ID: given.clientId, CLIENT_SECRET: given.clientSecret }).filter(([, value]) => value === undefined);
    if (missing.length === 3) return [name, null] as const;
    if (missing.length > 0) throw new Error(`Sign-in with ${name} needs ${missing.map(([suffix]) => prefix + suffix).join(', ')} as well, or none of its settings`);
    if (!URL.canParse(given.issuer!) || new URL(given.issuer!).protocol !== 'https:') throw new Error(`${prefix}ISSUER must be an https URL, got '${given.issuer}'`);
    return [name, { issuer: given.issuer!, clientId: given.clientId!, clientSecret: given.clientSecret! }] as const;
  });
  return Object.fromEntries(entries) as IdentityProviderSettingsByName;
}
