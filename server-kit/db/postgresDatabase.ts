import pg from 'pg';
import type { Database, Transaction } from './database';
import { createPostgresListener } from './postgresListener';

export function openPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection waiting in the pool can be ended by the server (a restart, an administrator):
  // the pool drops it and opens another when needed. Unheard, the error would end the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed by the server (${error.message}); the pool opens a new one when needed`));
  const listener = createPostgresListener(connectionString);
  let closed = false;
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const answer = await client.query(sql, [...params]);
            return { rows: answer.rows as R[] };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, channelListener) => listener.listen(channel, channelListener),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
