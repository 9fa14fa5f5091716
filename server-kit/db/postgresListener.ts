import pg from 'pg';
import { checkChannelName } from './channelName';
import type { ChannelListener } from './database';

/** Waits between attempts to listen again after the connection was lost; the last one repeats. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

export interface PostgresListener {
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * LISTEN on a connection of its own, opened on the first `listen`: a pooled connection goes back
 * to the pool between queries and may be closed while idle. When the server ends it (a restart,
 * an administrator), every listener hears `interrupted`, then `resumed` once a new connection
 * listens again, so it can drop whatever it kept on the strength of notifications it missed.
 */
export function createPostgresListener(connectionString: string): PostgresListener {
  const channels = new Map<string, Set<ChannelListener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failedAttempts = 0;
  let lostSinceLastConnection = false;
  let closed = false;

  const everyListener = () => [...channels.values()].flatMap((listeners) => [...listeners]);

  function lost(which: pg.Client): void {
    if (which !== client) return;
    client = null;
    if (closed) return;
    lostSinceLastConnection = true;
    for (const listener of everyListener()) listener.interrupted?.();
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (retry || closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failedAttempts, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = undefined;
      connected().then(
        () => (failedAttempts = 0),
        () => {
          failedAttempts += 1;
          scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener.notified(message.payload ?? '');
    });
    // Unheard, the error would end the process; the 'end' that follows starts listening again.
    next.on('error', (error) => console.warn(`database: the connection listening for notifications was lost (${error.message}); listening again`));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().then(
      async (next) => {
        connecting = null;
        if (closed) {
          await next.end();
          throw new Error('The database was closed while listening started');
        }
        client = next;
        if (lostSinceLastConnection) {
          lostSinceLastConnection = false;
          for (const listener of everyListener()) listener.resumed?.();
        }
        return next;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  }

  return {
    async listen(channel, listener) {
      if (closed) throw new Error('The database is closed');
      checkChannelName(channel);
      const listeners = channels.get(channel) ?? new Set<ChannelListener>();
      const isNewChannel = !channels.has(channel);
      channels.set(channel, listeners);
      listeners.add(listener);
      const stop = async () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
      try {
        const current = await connected();
        // A connection opened before this channel was added does not listen to it yet (LISTEN twice is harmless).
        if (isNewChannel) await current.query(`LISTEN ${channel}`);
      } catch (error) {
        await stop();
        throw error;
      }
      return stop;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client ?? (await connecting?.catch(() => null));
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
