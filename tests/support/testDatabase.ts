import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { memoryDatabaseFiles, migrate, openDatabase, openMemoryDatabase, type Database, type MigrationOptions } from '@payment-client/server-kit/db';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A server's migrations, which a test database can start with already applied: the server's own
 * start then finds each one done. Migrating each test's database anew was about a third of the
 * time the server test files spent opening databases.
 */
export interface TestMigrations extends MigrationOptions {
  dir: string;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, for a test or a process it starts:
 * empty, or a copy of `template`.
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase & { name: string }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await whileSourceInUse(() => adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // FORCE: a connection left behind (a killed process's) must not keep the database alive.
  return { name, url: url.href, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh database for one test: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a database of its own there, dropped again by `close()`. With `migrations`, they are
 * applied already.
 */
export async function openTestDatabase(serverUrl: string | undefined = process.env.TEST_DATABASE_URL, migrations?: TestMigrations): Promise<Database> {
  if (!serverUrl) return migrations ? openMemoryDatabase(await migratedMemoryFiles(migrations)) : openDatabase('memory://');
  const scratch = await createScratchDatabase(serverUrl, migrations ? await migratedTemplate(serverUrl, migrations) : undefined);
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

// Per process (a test worker shares its modules between files): migrated once, copied for each test.
const memoryFiles = new Map<string, Promise<Blob>>();
const templates = new Map<string, Promise<string>>();

function migratedMemoryFiles(migrations: TestMigrations): Promise<Blob> {
  let files = memoryFiles.get(migrations.dir);
  if (!files) {
    files = memoryDatabaseFiles(async (db) => {
      await migrate(db, migrations.dir, migrations);
    });
    memoryFiles.set(migrations.dir, files);
    files.catch(() => memoryFiles.delete(migrations.dir));
  }
  return files;
}

function migratedTemplate(serverUrl: string, migrations: TestMigrations): Promise<string> {
  let template = templates.get(migrations.dir);
  if (!template) {
    template = createMigratedTemplate(serverUrl, migrations);
    templates.set(migrations.dir, template);
    template.catch(() => templates.delete(migrations.dir));
  }
  return template;
}

/**
 * A template database with the migrations applied, shared by every process on the server. It is
 * named by the migrations' contents, so a server kept between runs never hands out an outdated
 * one; it is built under a name of its own and renamed when done, so no process copies it half
 * migrated, and of two processes that built it at once, the second drops its own.
 */
async function createMigratedTemplate(serverUrl: string, migrations: TestMigrations): Promise<string> {
  const hash = createHash('sha256').update(migrations.table);
  for (const file of (await readdir(migrations.dir)).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(join(migrations.dir, file)));
  }
  const name = `template_${hash.digest('hex').slice(0, 24)}`;
  const found = await adminRows(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.length > 0) return name;
  const building = await createScratchDatabase(serverUrl);
  const db = await openDatabase(building.url);
  try {
    await migrate(db, migrations.dir, migrations);
  } finally {
    await db.close();
  }
  try {
    await whileSourceInUse(() => adminQuery(serverUrl, `ALTER DATABASE ${building.name} RENAME TO ${name}`));
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    await building.drop();
  }
  return name;
}

const DUPLICATE_DATABASE = '42P04';
const OBJECT_IN_USE = '55006';

/**
 * PostgreSQL refuses to rename or copy a database while a session is still on it, and a closed
 * connection's session ends a moment after the client has let go: such a refusal is tried again.
 */
async function whileSourceInUse(run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
      await delay(100);
    }
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  await adminRows(serverUrl, sql);
}

async function adminRows(serverUrl: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
