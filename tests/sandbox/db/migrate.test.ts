import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '../../../sandbox/db';
import { MIGRATIONS_DIR } from '../../../sandbox/paths';
import { openTestDatabase } from '../../support/testDatabase';

/** Every migration file, in file-name order: the order they must be applied in. */
const MIGRATION_FILES = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();

describe('migrate', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies every migration once, in file-name order, and is a no-op the second time', async () => {
    expect(await migrate(db)).toEqual(MIGRATION_FILES);
    await db.query("INSERT INTO provider.settings (name, value) VALUES ('probe', 'kept')");

    expect(await migrate(db)).toEqual([]);

    const { rows } = await db.query<{ name: string }>('SELECT name FROM public.sandbox_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(MIGRATION_FILES);
    const probe = await db.query<{ value: string }>("SELECT value FROM provider.settings WHERE name = 'probe'");
    expect(probe.rows[0]?.value).toBe('kept');
  });

  it('creates the provider and vault schemas', async () => {
    const { rows } = await db.query<{ schema_name: string }>(
      "SELECT schema_name FROM information_schema.schemata WHERE schema_name IN ('provider', 'vault') ORDER BY schema_name",
    );
    expect(rows.map((row) => row.schema_name)).toEqual(['provider', 'vault']);
  });

  it('rolls back a failing transaction completely', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO provider.settings (name, value) VALUES ('half', 'written')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query("SELECT 1 FROM provider.settings WHERE name = 'half'");
    expect(rows).toHaveLength(0);
  });
});
