import type { FastifyInstance } from 'fastify';
import * as config from './config';
import type { SandboxContext } from './context';
import { migrate, openDatabase, type Database } from './db';
import { DEFAULT_DIST_DIR } from './paths';
import { createProviderServer } from './provider/createProviderServer';
import { systemClock, type Clock } from './shared/clock';
import { deriveKeys, loadSigningSecret } from './shared/keys';
import { createVaultServer } from './vault/createVaultServer';

export interface SandboxOptions {
  /** Opened from DATABASE_URL when omitted (and then closed by `close()`). */
  db?: Database;
  providerOrigin?: string;
  vaultOrigin?: string;
  settleDelayMs?: number;
  distDir?: string;
  merchantSecretKey?: string;
  /** Generated once and kept in the database when omitted. */
  signingSecret?: string;
  clock?: Clock;
  /** Where the demo's merchant server calls the provider; defaults to the provider's own socket. */
  providerInternalUrl?: string;
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
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase());
  await migrate(db);
  const context: SandboxContext = {
    db,
    keys: deriveKeys(options.signingSecret ?? (await loadSigningSecret(db))),
    clock: options.clock ?? systemClock,
    providerOrigin: options.providerOrigin ?? config.providerOrigin(),
    vaultOrigin: options.vaultOrigin ?? config.vaultOrigin(),
    settleDelayMs: options.settleDelayMs ?? config.settleDelayMs(),
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    merchantSecretKey: options.merchantSecretKey ?? config.DEFAULT_MERCHANT_SECRET_KEY,
    providerInternalUrl: options.providerInternalUrl,
  };
  const provider = createProviderServer(context);
  const vault = createVaultServer(context);
  await Promise.all([provider.ready(), vault.ready()]);
  return {
    provider,
    vault,
    db,
    context,
    async close() {
      await Promise.all([provider.close(), vault.close()]);
      if (ownsDb) await db.close();
    },
  };
}
