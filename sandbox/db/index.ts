import { migrate as applyMigrations, openDatabase as openAnyDatabase, type Database, type MigrationOptions } from '@payment-client/server-kit/db';
import { DEFAULT_DATA_DIR, MIGRATIONS_DIR } from '../paths';

export type { Database, Queryable, Transaction } from '@payment-client/server-kit/db';

/** The sandbox's migrations table and lock, apart from the product API's in a shared PostgreSQL. */
export const SANDBOX_MIGRATIONS: MigrationOptions = { table: 'public.sandbox_migrations', lock: 4_000_100 };

/** DATABASE_URL when set; otherwise PGlite under `.data/sandbox`. */
export function openDatabase(url: string | undefined = process.env.DATABASE_URL, dataDir: string = DEFAULT_DATA_DIR): Promise<Database> {
  return openAnyDatabase(url, dataDir);
}

/** Applies the sandbox's own migrations (provider and vault schemas). */
export function migrate(db: Database): Promise<string[]> {
  return applyMigrations(db, MIGRATIONS_DIR, SANDBOX_MIGRATIONS);
}
