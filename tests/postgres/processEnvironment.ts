/** Where the processes of a multi-process test listen and keep their data. */
export interface SandboxSettings {
  providerPort: number;
  vaultPort: number;
  databaseUrl: string;
  keyFile: string;
  settleDelayMs: number;
}

export interface ProductApiSettings {
  port: number;
  databaseUrl: string;
  providerOrigin: string;
  vaultOrigin: string;
}

export const MERCHANT_SECRET_KEY = 'sk_test_sandbox';
/** Shared by every API process, as behind a load balancer: a token one issues, the others accept. */
export const PRODUCT_SIGNING_SECRET = 'postgres-proof-signing-secret-of-32-characters-or-more';
export const HOST_APP_ORIGIN = 'http://localhost:3000';

export const providerOriginOf = (settings: SandboxSettings) => `http://127.0.0.1:${settings.providerPort}`;
export const vaultOriginOf = (settings: SandboxSettings) => `http://127.0.0.1:${settings.vaultPort}`;

/** The whole environment of `sandbox/main.ts` (see sandbox/config.ts): nothing is inherited. */
export function sandboxEnvironment(settings: SandboxSettings): Record<string, string> {
  return {
    SANDBOX_ENV: 'test',
    DATABASE_URL: settings.databaseUrl,
    PROVIDER_PORT: String(settings.providerPort),
    VAULT_PORT: String(settings.vaultPort),
    PROVIDER_ORIGIN: providerOriginOf(settings),
    VAULT_ORIGIN: vaultOriginOf(settings),
    SANDBOX_SETTLE_DELAY_MS: String(settings.settleDelayMs),
    // TEST generates it on first start, outside the repository's .data.
    SANDBOX_KEY_FILE: settings.keyFile,
  };
}

/** The whole environment of `host-app/server/main.ts` (see host-app/server/config.ts): nothing is inherited. */
export function productApiEnvironment(settings: ProductApiSettings): Record<string, string> {
  return {
    PRODUCT_ENV: 'test',
    DATABASE_URL: settings.databaseUrl,
    HOST_APP_PORT: String(settings.port),
    HOST_APP_ORIGIN: HOST_APP_ORIGIN,
    PROVIDER_ORIGIN: settings.providerOrigin,
    VAULT_ORIGIN: settings.vaultOrigin,
    PROVIDER_SECRET_KEY: MERCHANT_SECRET_KEY,
    PRODUCT_SIGNING_SECRET,
    // Every request of the test comes from 127.0.0.1.
    PRODUCT_ADDRESS_LIMIT_SCALE: '100',
  };
}

/** What `billingRunProcess.ts` prints once a stalled run holds the provider's answer to a charge. */
export const CHARGE_ANSWERED = 'billing run: charge answered, stalling';
/** What it prints before its report's JSON. */
export const REPORT_PREFIX = 'billing run report: ';

/** The environment of `billingRunProcess.ts`: an API process's, and the run's instant and subscriber. */
export function billingRunEnvironment(api: ProductApiSettings, run: { asOf: Date; subscriberId: string; stallAfterCharge: boolean }): Record<string, string> {
  return {
    ...productApiEnvironment(api),
    BILLING_AS_OF: run.asOf.toISOString(),
    BILLING_SUBSCRIBER_ID: run.subscriberId,
    STALL_AFTER_CHARGE: run.stallAfterCharge ? '1' : '0',
  };
}
