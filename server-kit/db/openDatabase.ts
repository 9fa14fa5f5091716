import type { Database } from './database';
import { openFileDatabase, openMemoryDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

/**
 * `postgres://…` → a PostgreSQL server; `memory://` → in-memory PGlite (tests);
 * anything else (or nothing) → PGlite with its files under `dataDir`, which each server names.
 */
export async function openDatabase(url: string | undefined, dataDir?: string): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgresDatabase(url);
  if (url === 'memory://') return openMemoryDatabase();
  if (dataDir === undefined) throw new Error('A PGlite database on disk needs its data directory: pass dataDir, or a postgres:// or memory:// URL');
  return openFileDatabase(dataDir);
}
