import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '@payment-client/server-kit/db';
import { createScratchDatabase, type ScratchDatabase } from '../support/testDatabase';
import { productApiEnvironment, providerOriginOf, sandboxEnvironment, vaultOriginOf, type SandboxSettings } from './processEnvironment';
import { freePort, startServerProcess, waitUntilListening, type ServerProcess } from './serverProcess';

export interface ProductApi {
  origin: string;
  process: ServerProcess;
  /** SIGKILL, as a crash or a pulled plug would stop it. */
  kill(): Promise<void>;
  /** Starts it again on the same port and database; resolves once it listens. */
  restart(): Promise<void>;
}

export interface ProcessWorld {
  providerOrigin: string;
  vaultOrigin: string;
  apis: ProductApi[];
  /** Direct connections to what the processes store, for the test's assertions. */
  sandboxDb: Database;
  productDb: Database;
  /** Where the API processes keep their data, for another process of the product (a job run). */
  productDatabaseUrl: string;
  close(): Promise<void>;
}

export interface ProcessWorldOptions {
  apiCount: number;
  settleDelayMs: number;
}

/**
 * The sandbox process over its own PostgreSQL database and `apiCount` product API processes
 * sharing another one, each on a free port, as separate machines behind a load balancer would.
 */
export async function startProcessWorld(options: ProcessWorldOptions): Promise<ProcessWorld> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server (npm test starts one)');
  const scratch: ScratchDatabase[] = [];
  const servers = new Set<ServerProcess>();
  const opened: Database[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'postgres-proof-'));
  const close = async () => {
    await Promise.all([...servers].map((server) => server.stop()));
    await Promise.all(opened.map((db) => db.close()));
    await Promise.all(scratch.map((db) => db.drop()));
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const sandboxScratch = await createScratchDatabase(serverUrl);
    scratch.push(sandboxScratch);
    const productScratch = await createScratchDatabase(serverUrl);
    scratch.push(productScratch);

    const settings: SandboxSettings = {
      providerPort: await freePort(),
      vaultPort: await freePort(),
      databaseUrl: sandboxScratch.url,
      keyFile: join(dir, 'sandbox-keys.json'),
      settleDelayMs: options.settleDelayMs,
    };
    const providerOrigin = providerOriginOf(settings);
    const vaultOrigin = vaultOriginOf(settings);
    const sandbox = startServerProcess('sandbox', 'sandbox/main.ts', sandboxEnvironment(settings));
    servers.add(sandbox);
    await Promise.all([waitUntilListening(sandbox, providerOrigin), waitUntilListening(sandbox, vaultOrigin)]);

    const apis: ProductApi[] = [];
    // One after the other: the first applies the migrations and seeds, as a rolling start would.
    for (let index = 0; index < options.apiCount; index += 1) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = productApiEnvironment({ port, databaseUrl: productScratch.url, providerOrigin, vaultOrigin });
      const start = async () => {
        const server = startServerProcess(`product API ${index + 1}`, 'host-app/server/main.ts', env);
        servers.add(server);
        await waitUntilListening(server, origin);
        return server;
      };
      const api: ProductApi = {
        origin,
        process: await start(),
        async kill() {
          await api.process.kill();
          servers.delete(api.process);
        },
        async restart() {
          api.process = await start();
        },
      };
      apis.push(api);
    }

    const sandboxDb = await openDatabase(sandboxScratch.url);
    opened.push(sandboxDb);
    const productDb = await openDatabase(productScratch.url);
    opened.push(productDb);
    return { providerOrigin, vaultOrigin, apis, sandboxDb, productDb, productDatabaseUrl: productScratch.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
