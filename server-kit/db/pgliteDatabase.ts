import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { checkChannelName } from './channelName';
import type { ChannelListener, Database, Transaction } from './database';

interface OpenInstance {
  pglite: PGlite;
  users: number;
}

// One PGlite per data directory: two instances over the same files would corrupt them.
const openByDir = new Map<string, Promise<OpenInstance>>();

function wrap(pglite: PGlite, release: () => Promise<void>): Database {
  let closed = false;
  // One PGlite may serve several users of a data directory: each stops only its own listeners.
  const listening = new Set<() => Promise<void>>();
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pglite.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      return pglite.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<R>(sql, [...params]);
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    // One connection in one process: a notification is heard as the statement that sent it returns.
    async listen(channel: string, listener: ChannelListener) {
      const unlisten = await pglite.listen(checkChannelName(channel), (payload) => listener.notified(payload));
      const stop = async () => {
        if (!listening.delete(stop)) return;
        await unlisten();
      };
      listening.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listening].map((stop) => stop()));
      await release();
    },
  };
}

// A new PGlite initialises its cluster, which takes seconds. Every in-memory database starts from
// the same fresh cluster: its files are kept on disk beside the installed packages (one file per
// PGlite version and cluster layout), so every process after the first, each server and each test
// worker, starts from them.
let freshCluster: Promise<Blob> | undefined;

/**
 * An in-memory database lives for one test or one local run, and a new one starts for every server
 * and test file, so its cluster is cut to what starting fast needs. Loading a cluster's files and
 * starting over them is the cost of every start, and it shrinks with them: PGlite's defaults give
 * 40 MB (a 16 MB WAL segment, three databases) and 128 MB of shared buffers; this gives 16 MB and
 * 16 MB, and about half the CPU per start. The template databases go: only a PostgreSQL server
 * ever creates a database here (tests/support/testDatabase.ts).
 */
const FRESH_CLUSTER = {
  layout: 'lean-1',
  initdb: ['--wal-segsize=1'],
  settings: { shared_buffers: '16MB', max_connections: '5' },
} as const;

/** Where the fresh cluster's files are kept for later processes. */
export function freshClusterCacheFile(): string {
  // The package exports no package.json: its folder is found from its entry point.
  const name = '@electric-sql/pglite';
  const entry = createRequire(import.meta.url).resolve(name);
  const packageDir = entry.slice(0, entry.lastIndexOf(name) + name.length);
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  // node_modules/@electric-sql/pglite → node_modules/.cache/pglite/
  return join(packageDir, '..', '..', '.cache', 'pglite', `fresh-cluster-${version}-${FRESH_CLUSTER.layout}.tar`);
}

/** A cluster's files once `prepare` has run on it, written out by a checkpoint; the cluster is closed either way. */
async function filesAfter(pglite: PGlite, prepare: (pglite: PGlite) => Promise<unknown>): Promise<Blob> {
  try {
    await prepare(pglite);
    await pglite.query('CHECKPOINT');
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

async function createFreshClusterFiles(cacheFile: string): Promise<Blob> {
  const files = await filesAfter(await PGlite.create({ initDbStartParams: [...FRESH_CLUSTER.initdb] }), async (first) => {
    // One statement a query: ALTER SYSTEM and DROP DATABASE refuse to run in a transaction block.
    for (const [name, value] of Object.entries(FRESH_CLUSTER.settings)) await first.query(`ALTER SYSTEM SET ${name} = '${value}'`);
    await first.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    await first.query('DROP DATABASE template0');
    await first.query('DROP DATABASE template1');
  });
  // Written aside and renamed, so a process starting meanwhile never reads half a file. A cache
  // that cannot be written (a read-only install) only costs the next process the same seconds.
  const partial = `${cacheFile}.${process.pid}.partial`;
  try {
    await mkdir(dirname(cacheFile), { recursive: true });
    await writeFile(partial, Buffer.from(await files.arrayBuffer()));
    await rename(partial, cacheFile);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
  return files;
}

function freshClusterFiles(): Promise<Blob> {
  freshCluster ??= (async () => {
    const cacheFile = freshClusterCacheFile();
    const cached = await readFile(cacheFile).catch(() => null);
    return cached ? new Blob([cached]) : createFreshClusterFiles(cacheFile);
  })();
  freshCluster.catch(() => (freshCluster = undefined));
  return freshCluster;
}

/** An in-memory database, empty, or as `files` (memoryDatabaseFiles) left one. */
export async function openMemoryDatabase(files?: Blob): Promise<Database> {
  const pglite = await PGlite.create({ loadDataDir: files ?? (await freshClusterFiles()) });
  return wrap(pglite, () => pglite.close());
}

/**
 * The files of an in-memory database once `prepare` has run on it, for starting others from:
 * opening from them costs what opening an empty one does, so what `prepare` did (migrations)
 * is not paid again by each database started from it.
 */
export async function memoryDatabaseFiles(prepare: (db: Database) => Promise<void>): Promise<Blob> {
  return filesAfter(await PGlite.create({ loadDataDir: await freshClusterFiles() }), (pglite) => prepare(wrap(pglite, async () => {})));
}

export async function openFileDatabase(dataDir: string): Promise<Database> {
  let opening = openByDir.get(dataDir);
  if (!opening) {
    opening = mkdir(dataDir, { recursive: true }).then(async () => ({ pglite: await PGlite.create(dataDir), users: 0 }));
    openByDir.set(dataDir, opening);
    opening.catch(() => openByDir.delete(dataDir));
  }
  const instance = await opening;
  instance.users += 1;
  return wrap(instance.pglite, async () => {
    instance.users -= 1;
    if (instance.users > 0) return;
    openByDir.delete(dataDir);
    await instance.pglite.close();
  });
}
