import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Transaction } from './database';

interface OpenInstance {
  pglite: PGlite;
  users: number;
}

// One PGlite per data directory: two instances over the same files would corrupt them.
const openByDir = new Map<string, Promise<OpenInstance>>();

function wrap(pglite: PGlite, release: () => Promise<void>): Database {
  let closed = false;
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
    async close() {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}

// A new PGlite initialises its cluster, which takes seconds. Every in-memory database starts from
// the same fresh cluster, so the first one's files are kept and the later ones start from them.
let freshCluster: Promise<Blob> | undefined;

function freshClusterFiles(): Promise<Blob> {
  freshCluster ??= PGlite.create().then(async (first) => {
    try {
      return await first.dumpDataDir('none');
    } finally {
      await first.close();
    }
  });
  freshCluster.catch(() => (freshCluster = undefined));
  return freshCluster;
}

export async function openMemoryDatabase(): Promise<Database> {
  const pglite = await PGlite.create({ loadDataDir: await freshClusterFiles() });
  return wrap(pglite, () => pglite.close());
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
