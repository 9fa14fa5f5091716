import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@payment-client/server-kit/db';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, for a test or a process it starts. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // FORCE: a connection left behind (a killed process's) must not keep the database alive.
  return { url: url.href, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, empty database for one test: in-memory PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a database of its own there, dropped again by `close()`.
 */
export async function openTestDatabase(serverUrl: string | undefined = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (!serverUrl) return openDatabase('memory://');
  const scratch = await createScratchDatabase(serverUrl);
  const db = await openDatabase(scratch.url);
  let closed = false;
  return {
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, listener) => db.listen(channel, listener),
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      await scratch.drop();
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
