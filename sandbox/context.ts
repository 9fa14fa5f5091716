import type { SandboxEnvironment, IdentityProviderClients } from './config';
import type { Database } from './db';
import type { Clock } from '@payment-client/server-kit/clock';
import type { SandboxKeys } from './keys/sandboxKeys';
import type { WebhookRetryPolicy } from './provider/webhooks/dispatcher';

/** Everything the route modules share, resolved once by `createSandbox`. */
export interface SandboxContext {
  db: Database;
  /** Decides what the vault's frames allow (TEST only: values set by the page). */
  environment: SandboxEnvironment;
  keys: SandboxKeys;
  clock: Clock;
  providerOrigin: string;
  vaultOrigin: string;
  settleDelayMs: number;
  distDir: string;
  /** Where the script-tag files are read when not `<distDir>/embed` (SANDBOX_EMBED_DIR, test only). */
  embedDir?: string;
  merchantSecretKey: string;
  /** Whether text answers are compressed (always, but in a test run that turns it off). */
  compression: boolean;
  /** Where the demo's merchant server reaches the provider; resolved from the listening socket when unset. */
  providerInternalUrl: string | undefined;
  /** How failed webhook deliveries are retried. */
  webhookRetry: WebhookRetryPolicy;
  /** The stand-in identity providers' one client: the product site, whose callbacks are on `siteOrigin`. */
  identityProviders: { siteOrigin: string; clients: IdentityProviderClients };
}

/** Both tokens of a session live this long (seconds). */
export const SESSION_TTL_SECONDS = 30 * 60;
