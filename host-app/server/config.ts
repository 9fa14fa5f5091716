import { DEFAULT_MERCHANT_SECRET_KEY, readOrigin } from '../../sandbox/config';

/** Environment of the product API (see README). */
export const DEFAULT_HOST_APP_PORT = 3000;

export type ProductEnvironment = 'test' | 'production';

export function hostAppPort(): number {
  const raw = process.env.HOST_APP_PORT;
  if (raw === undefined || raw === '') return DEFAULT_HOST_APP_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`HOST_APP_PORT must be a port number, got '${raw}'`);
  return port;
}

/** TEST unless PRODUCT_ENV=production: only TEST serves the development endpoints. */
export function productEnvironment(): ProductEnvironment {
  const raw = process.env.PRODUCT_ENV;
  if (raw === undefined || raw === '' || raw === 'test') return 'test';
  if (raw === 'production') return 'production';
  throw new Error(`PRODUCT_ENV must be test or production, got '${raw}'`);
}

/** Behind a load balancer, the client address comes from X-Forwarded-For; directly exposed, it must not. */
export function trustProxy(): boolean {
  const raw = process.env.PRODUCT_TRUST_PROXY;
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`PRODUCT_TRUST_PROXY must be true or false, got '${raw}'`);
}

/** Optional: several API processes behind a load balancer share it; otherwise one is kept in the database. */
export function signingSecret(): string | undefined {
  const raw = process.env.PRODUCT_SIGNING_SECRET;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new Error('PRODUCT_SIGNING_SECRET must be at least 32 characters');
  return raw;
}

/** The payment provider (the sandbox in TEST), read from the same variables the sandbox uses. */
export { providerOrigin } from '../../sandbox/config';

/** The merchant secret key for server-to-server provider calls (the sandbox's by default); it never reaches the browser. */
export function providerSecretKey(): string {
  const raw = process.env.PROVIDER_SECRET_KEY;
  return raw === undefined || raw === '' ? DEFAULT_MERCHANT_SECRET_KEY : raw;
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
