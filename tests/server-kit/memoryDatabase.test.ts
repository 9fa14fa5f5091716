import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '@payment-client/server-kit/db';
import { openDatabase } from '@payment-client/server-kit/db';
import { freshClusterCacheFile } from '../../server-kit/db/pgliteDatabase';

describe('in-memory databases', () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });
  const open = async () => {
    const db = await openDatabase('memory://');
    opened.push(db);
    return db;
  };

  it('each starts empty, even after an earlier one was written to, and none sees another', async () => {
    const first = await open();
    await first.query('CREATE TABLE notes (body text)');
    await first.query("INSERT INTO notes VALUES ('first')");

    const second = await open();
    const tables = await second.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'notes'");
    expect(tables.rows).toEqual([{ n: 0 }]);
    await second.query('CREATE TABLE notes (body text)');
    await second.query("INSERT INTO notes VALUES ('second')");

    expect((await first.query<{ body: string }>('SELECT body FROM notes')).rows).toEqual([{ body: 'first' }]);
    expect((await second.query<{ body: string }>('SELECT body FROM notes')).rows).toEqual([{ body: 'second' }]);
    // The first open of a process initialises a cluster, which is slow on a busy machine.
  }, 120_000);

  it('keeps the fresh cluster on disk, where a later process starts an empty database from it', async () => {
    await open();
    const files = await readFile(freshClusterCacheFile());
    const fromCache = await PGlite.create({ loadDataDir: new Blob([files]) });
    try {
      const tables = await fromCache.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
      expect(tables.rows).toEqual([{ n: 0 }]);
    } finally {
      await fromCache.close();
    }
  }, 120_000);

  it('starts from a lean cluster: small shared buffers and WAL segments, and no template databases', async () => {
    const db = await open();
    const settings = await db.query<{ name: string; setting: string; unit: string | null }>(
      "SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'max_connections', 'wal_segment_size') ORDER BY name",
    );
    expect(settings.rows).toEqual([
      { name: 'max_connections', setting: '5', unit: null },
      // 2048 pages of 8 kB: 16 MB, not PGlite's 128 MB.
      { name: 'shared_buffers', setting: '2048', unit: '8kB' },
      { name: 'wal_segment_size', setting: '1048576', unit: 'B' },
    ]);
    const databases = await db.query<{ datname: string }>('SELECT datname FROM pg_database ORDER BY datname');
    expect(databases.rows).toEqual([{ datname: 'postgres' }]);
    // What every start loads: the cluster's files, 40 MB with PGlite's defaults.
    expect((await readFile(freshClusterCacheFile())).length).toBeLessThan(20_000_000);
  }, 120_000);
});
