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
