import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type ChannelListener, type Database } from '@payment-client/server-kit/db';
import { createScratchDatabase, type ScratchDatabase } from '../support/testDatabase';
import { waitFor } from './waitFor';

/** What one listener heard, in order. */
function recorder(): ChannelListener & { heard: string[] } {
  const heard: string[] = [];
  return { heard, notified: (payload) => heard.push(payload), interrupted: () => heard.push('(interrupted)'), resumed: () => heard.push('(resumed)') };
}

describe('notifications on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await scratch?.drop();
    vi.restoreAllMocks();
  });
  /** Two databases over one PostgreSQL database, as two API processes have. */
  async function twoProcesses(): Promise<[Database, Database]> {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const first = await openDatabase(scratch.url);
    const second = await openDatabase(scratch.url);
    opened.push(first, second);
    return [first, second];
  }

  it("hears another process's notifications once they commit", async () => {
    const [listening, writing] = await twoProcesses();
    const listener = recorder();
    await listening.listen('catalogue', listener);
    await writing.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('catalogue', 'videos')");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(listener.heard).toEqual([]);
    });
    await waitFor('the notification', async () => (listener.heard.length > 0 ? true : undefined), 5_000);
    expect(listener.heard).toEqual(['videos']);
  });

  it('tells its listeners when the server ends the listening connection, listens again by itself, and hears what comes after', async () => {
    const [listening, writing] = await twoProcesses();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const listener = recorder();
    await listening.listen('catalogue', listener);
    // What a server restart or an administrator does to the connection.
    const { rows } = await writing.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN catalogue'",
    );
    expect(rows).toEqual([{ ended: true }]);
    await waitFor('listening again', async () => (listener.heard.includes('(resumed)') ? true : undefined), 10_000);
    expect(listener.heard).toEqual(['(interrupted)', '(resumed)']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the connection listening for notifications was lost'));

    await writing.query("SELECT pg_notify('catalogue', 'after')");
    await waitFor('the notification after', async () => (listener.heard.includes('after') ? true : undefined), 5_000);
  });

  it('stops hearing a channel once stopped, and closes its connection with the database', async () => {
    const [listening, writing] = await twoProcesses();
    const stopped = recorder();
    const kept = recorder();
    const stop = await listening.listen('catalogue', stopped);
    await listening.listen('catalogue', kept);
    await stop();
    await writing.query("SELECT pg_notify('catalogue', 'one')");
    await waitFor('the kept listener', async () => (kept.heard.length > 0 ? true : undefined), 5_000);
    expect(stopped.heard).toEqual([]);

    await listening.close();
    const listeningConnections = async () =>
      (await writing.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%LISTEN catalogue'")).rows[0]!.n;
    await waitFor('the listening connection to end', async () => ((await listeningConnections()) === 0 ? true : undefined), 5_000);
  });
});
