import { resolve } from 'node:path';
import { readEnvironment, type ServerEnvironment } from '@payment-client/server-kit/config';
import { TEST_MERCHANT_SECRET_KEY } from '@payment-client/server-kit/providerEndpoints';
import { IDENTITY_PROVIDERS, TEST_IDENTITY_CLIENT, type IdentityProviderName } from '@payment-client/server-kit/identityProviders';
import { DEFAULT_KEY_FILE } from './paths';

/** Where the provider and the vault listen: shared with the product API, which calls them. */
export {
  DEFAULT_PROVIDER_PORT,
  DEFAULT_VAULT_PORT,
  providerOrigin,
  providerPort,
  vaultOrigin,
  vaultPort,
} from '@payment-client/server-kit/providerEndpoints';

/** Environment defaults of the sandbox (see README). */
export const DEFAULT_SETTLE_DELAY_MS = 2500;
export const DEFAULT_MERCHANT_SECRET_KEY = TEST_MERCHANT_SECRET_KEY;

export function settleDelayMs(): number {
  const raw = process.env.SANDBOX_SETTLE_DELAY_MS;
  if (raw === undefined || raw === '') return DEFAULT_SETTLE_DELAY_MS;
  const delay = Number(raw);
  if (!Number.isInteger(delay) || delay < 0) throw new Error(`SANDBOX_SETTLE_DELAY_MS must be a whole number of ms, got '${raw}'`);
  return delay;
}

export type SandboxEnvironment = ServerEnvironment;

/**
 * SANDBOX_ENV: unset means production, so a forgotten variable never relaxes anything; `npm start`
 * and the tests set test. Only test generates its own keys and lets frames run in TEST.
 */
export function sandboxEnvironment(): SandboxEnvironment {
  return readEnvironment('SANDBOX_ENV');
}

/**
 * SANDBOX_EMBED_DIR: serve the script-tag files from this folder instead of `<dist>/embed`, so
 * another build of them can be loaded on a second sandbox with the same server code and secure
 * frame. A test setting: production refuses to start with it, so it never serves other
 * bytes than its own build.
 */
export function embedDir(environment: SandboxEnvironment): string | undefined {
  const raw = process.env.SANDBOX_EMBED_DIR;
  if (raw === undefined || raw === '') return undefined;
  if (environment !== 'test') throw new Error(`SANDBOX_EMBED_DIR is a test setting and SANDBOX_ENV is production: unset it, got '${raw}'`);
  return resolve(raw);
}

/**
 * SANDBOX_COMPRESSION=off: every answer goes out uncompressed, as the servers sent them before
 * they compressed, so `npm run bench` can load the merchant page both ways in the same run. A test
 * setting: production always compresses.
 */
export function compression(environment: SandboxEnvironment): boolean {
  const raw = process.env.SANDBOX_COMPRESSION;
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw !== 'off') throw new Error(`SANDBOX_COMPRESSION must be on or off, got '${raw}'`);
  if (environment !== 'test') throw new Error('SANDBOX_COMPRESSION=off is a test setting and SANDBOX_ENV is production: unset it');
  return false;
}

/** SANDBOX_KEYS: the key material as JSON; when set, no key file is read. */
export function keysJson(): string | undefined {
  const raw = process.env.SANDBOX_KEYS;
  return raw === undefined || raw === '' ? undefined : raw;
}

export function keyFile(): string {
  const raw = process.env.SANDBOX_KEY_FILE;
  return raw === undefined || raw === '' ? DEFAULT_KEY_FILE : resolve(raw);
}

export const DEFAULT_CVC_SWEEP_INTERVAL_MS = 60_000;

/** Webhooks: how often due deliveries are sent, the first retry's delay (doubling after), and the attempts before giving up. */
export const DEFAULT_WEBHOOK_INTERVAL_MS = 1000;
export const DEFAULT_WEBHOOK_RETRY_BASE_MS = 30_000;
export const WEBHOOK_MAX_ATTEMPTS = 8;

function wholeMs(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of ms, got '${raw}'`);
  return value;
}

/** SANDBOX_WEBHOOK_INTERVAL_MS: 0 turns background delivery off. */
export function webhookIntervalMs(): number {
  return wholeMs('SANDBOX_WEBHOOK_INTERVAL_MS', DEFAULT_WEBHOOK_INTERVAL_MS);
}

/** SANDBOX_WEBHOOK_RETRY_BASE_MS: tests shorten it so three attempts take milliseconds. */
export function webhookRetryBaseMs(): number {
  return wholeMs('SANDBOX_WEBHOOK_RETRY_BASE_MS', DEFAULT_WEBHOOK_RETRY_BASE_MS);
}

/** How often the server deletes CVCs nothing can use any more; 0 turns the schedule off. */
export function cvcSweepIntervalMs(): number {
  const raw = process.env.SANDBOX_CVC_SWEEP_INTERVAL_MS;
  if (raw === undefined || raw === '') return DEFAULT_CVC_SWEEP_INTERVAL_MS;
  const interval = Number(raw);
  if (!Number.isInteger(interval) || interval < 0) throw new Error(`SANDBOX_CVC_SWEEP_INTERVAL_MS must be a whole number of ms, got '${raw}'`);
  return interval;
}

/** Where the stand-in identity providers send the browser back: the product site (HOST_APP_ORIGIN or HOST_APP_PORT, as it reads them). */
export { productSiteOrigin } from '@payment-client/server-kit/identityProviders';

export type IdentityProviderClients = Record<IdentityProviderName, { clientId: string; clientSecret: string }>;

/**
 * The product site's registration at each stand-in identity provider: SANDBOX_IDP_CLIENT_ID and
 * SANDBOX_IDP_{APPLE,SNAPCHAT}_CLIENT_SECRET, else the public TEST values the product API also defaults to.
 */
export function identityProviderClients(): IdentityProviderClients {
  const clientId = process.env.SANDBOX_IDP_CLIENT_ID || TEST_IDENTITY_CLIENT.clientId;
  const entries = IDENTITY_PROVIDERS.map((name) => {
    const clientSecret = process.env[`SANDBOX_IDP_${name.toUpperCase()}_CLIENT_SECRET`] || TEST_IDENTITY_CLIENT.clientSecret(name);
    if (clientSecret.length < 32) throw new Error(`SANDBOX_IDP_${name.toUpperCase()}_CLIENT_SECRET must be at least 32 characters`);
    return [name, { clientId, clientSecret }] as const;
  });
  return Object.fromEntries(entries) as IdentityProviderClients;
}
