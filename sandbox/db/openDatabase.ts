import { DEFAULT_DATA_DIR } from '../paths';
import type { Database } from './database';
import { openFileDatabase, openMemoryDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

/**
 * `postgres://…` → a PostgreSQL server; `memory://` → in-memory PGlite (tests);
 * anything else (or nothing) → PGlite with its files under `dataDir` (`.data/sandbox` by default).
 */
export async function openDatabase(url: string | undefined = process.env.DATABASE_URL, dataDir: string = DEFAULT_DATA_DIR): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgresDatabase(url);
  if (url === 'memory://') return openMemoryDatabase();
  return openFileDatabase(dataDir);
}
