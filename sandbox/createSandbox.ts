import type { FastifyInstance } from 'fastify';
import * as config from './config';
import type { SandboxContext } from './context';
import { migrate, openDatabase, type Database } from './db';
import { DEFAULT_DIST_DIR } from './paths';
import { createProviderServer } from './provider/createProviderServer';
import { runWebhookRound } from './provider/webhooks/dispatcher';
import type { KeyMaterial } from './keys/keyMaterial';
import { isKeySource, staticKeySource, type KeySource } from './keys/keySource';
import { openKeySource } from './keys/openKeySource';
import { systemClock, type Clock } from '@payment-client/server-kit/clock';
import { deriveKeys } from './keys/sandboxKeys';
import { repeatEvery, type Repeating } from './repeatEvery';
import { createVaultServer } from './vault/createVaultServer';
import { sweepSecurityCodes } from './vault/securityCodeSweep';

export interface SandboxOptions {
  /** Opened from DATABASE_URL when omitted (and then closed by `close()`). */
  db?: Database;
  providerOrigin?: string;
  vaultOrigin?: string;
  settleDelayMs?: number;
  distDir?: string;
  /** SANDBOX_EMBED_DIR when omitted; unset serves the script tag from `<distDir>/embed`. */
  embedDir?: string;
  merchantSecretKey?: string;
  /** SANDBOX_COMPRESSION when omitted: answers are compressed unless a test turns it off. */
  compression?: boolean;
  /** SANDBOX_ENV when omitted (unset means production). */
  environment?: config.SandboxEnvironment;
  /** Read from SANDBOX_KEYS or the key file when omitted (see "Key material" in the README). */
  keys?: KeyMaterial | KeySource;
  /** How often abandoned checkouts' CVCs are deleted; 0 for never (tests sweep by hand). */
  cvcSweepIntervalMs?: number;
  clock?: Clock;
  /** Where the demo's merchant server calls the provider; defaults to the provider's own socket. */
  providerInternalUrl?: string;
  /** How often due webhook deliveries are sent (and unread outcomes applied); 0 for never (tests run rounds by hand). */
  webhookIntervalMs?: number;
  /** The first webhook retry's delay; each later one doubles it. */
  webhookRetryBaseMs?: number;
  /** The product site the stand-in identity providers send the browser back to; HOST_APP_ORIGIN (or HOST_APP_PORT) when omitted. */
  productSiteOrigin?: string;
}

export interface Sandbox {
  provider: FastifyInstance;
  vault: FastifyInstance;
  db: Database;
  context: SandboxContext;
  close(): Promise<void>;
}

/** Both servers over one database, ready for `listen()` or `inject()`. Migrations are applied. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Keys first: production without its keys stops here, before touching the database.
  const environment = options.environment ?? config.sandboxEnvironment();
  // Production given a test setting stops here too.
  const embedDir = options.embedDir ?? config.embedDir(environment);
  const compression = options.compression ?? config.compression(environment);
  const keySource =
    options.keys === undefined
      ? openKeySource({ environment, keysJson: config.keysJson(), keyFile: config.keyFile() })
      : isKeySource(options.keys)
        ? options.keys
        : staticKeySource(options.keys);
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase());
  await migrate(db);
  const context: SandboxContext = {
    db,
    environment,
    keys: deriveKeys(keySource),
    clock: options.clock ?? systemClock,
    providerOrigin: options.providerOrigin ?? config.providerOrigin(),
    vaultOrigin: options.vaultOrigin ?? config.vaultOrigin(),
    settleDelayMs: options.settleDelayMs ?? config.settleDelayMs(),
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    embedDir,
    merchantSecretKey: options.merchantSecretKey ?? config.DEFAULT_MERCHANT_SECRET_KEY,
    compression,
    providerInternalUrl: options.providerInternalUrl,
    webhookRetry: { baseDelayMs: options.webhookRetryBaseMs ?? config.webhookRetryBaseMs(), maxAttempts: config.WEBHOOK_MAX_ATTEMPTS },
    identityProviders: { siteOrigin: new URL(options.productSiteOrigin ?? config.productSiteOrigin()).origin, clients: config.identityProviderClients() },
  };
  const [provider, vault] = await Promise.all([createProviderServer(context), createVaultServer(context)]);
  await Promise.all([provider.ready(), vault.ready()]);
  const sweepInterval = options.cvcSweepIntervalMs ?? config.cvcSweepIntervalMs();
  const cvcSweep: Repeating | null =
    sweepInterval > 0
      ? repeatEvery(sweepInterval, () => sweepSecurityCodes(db, context.clock()), (error) => console.error('sandbox: the CVC sweep failed', error))
      : null;
  const webhookInterval = options.webhookIntervalMs ?? config.webhookIntervalMs();
  const webhookRounds: Repeating | null =
    webhookInterval > 0 ? repeatEvery(webhookInterval, () => runWebhookRound(context), (error) => console.error('sandbox: a webhook round failed', error)) : null;
  return {
    provider,
    vault,
    db,
    context,
    async close() {
      await webhookRounds?.stop();
      await cvcSweep?.stop();
      await Promise.all([provider.close(), vault.close()]);
      if (ownsDb) await db.close();
    },
  };
}
