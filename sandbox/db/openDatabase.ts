import { DEFAULT_DATA_DIR } from '../paths';
import type { Database } from './database';
import { openFileDatabase, openMemoryDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

/**
 * `postgres://…` → a PostgreSQL server; `memory://` → in-memory PGlite (tests);
 * anything else (or nothing) → PGlite with its files under `.data/sandbox`.
 */
export async function openDatabase(url: string | undefined = process.env.DATABASE_URL): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgresDatabase(url);
  if (url === 'memory://') return openMemoryDatabase();
  return openFileDatabase(DEFAULT_DATA_DIR);
}
