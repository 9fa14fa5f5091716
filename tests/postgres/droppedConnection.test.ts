import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@payment-client/server-kit/db';
import { createScratchDatabase, type ScratchDatabase } from '../support/testDatabase';

describe('a PostgreSQL server that ends an idle connection', () => {
  let db: Database | undefined;
  let scratch: ScratchDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    await scratch?.drop();
    vi.restoreAllMocks();
  });

  it('costs the pool that connection only: the process lives on and the next query runs', async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    db = await openDatabase(scratch.url);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const idle = rows[0]!.pid;

    // What a server restart or an administrator does to a connection waiting in the pool.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [idle]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('an idle connection was closed by the server')));

    const after = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after.rows[0]!.pid).not.toBe(idle);
  });
});
