import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';

/** Each server's own record of its migrations, so several can share one PostgreSQL. */
export interface MigrationOptions {
  /** Where applied file names are recorded; each migrations directory keeps its own table. */
  table: string;
  /** Advisory lock id: serialises migrators of the same directory when several processes share one PostgreSQL. */
  lock: number;
}

/** Applies the `*.sql` files of `dir` not yet recorded, each in its own transaction, in name order. */
export async function migrate(db: Database, dir: string, { table, lock }: MigrationOptions): Promise<string[]> {
  // The table name is interpolated into SQL, so only plain identifiers are allowed.
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(table)) throw new Error(`Migrations table name '${table}' is not a plain identifier`);
  await db.query(`CREATE TABLE IF NOT EXISTS ${table} (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  // Recorded before this start: applied for good, so no transaction and lock each (a start on a
  // migrated database took as long as migrating it). The rest are checked again under the lock.
  const recorded = new Set((await db.query<{ name: string }>(`SELECT name FROM ${table}`)).rows.map((row) => row.name));
  const applied: string[] = [];
  for (const name of files.filter((file) => !recorded.has(file))) {
    const sql = await readFile(join(dir, name), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [lock]);
      const done = await tx.query(`SELECT 1 FROM ${table} WHERE name = $1`, [name]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query(`INSERT INTO ${table} (name) VALUES ($1)`, [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}
