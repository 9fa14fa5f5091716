import * as z from 'zod/mini';
import { ANALYTICS_HEARTBEAT_STORE_LIMIT, STORAGE_KEYS } from './analyticsConstants';
import { readJson, writeJson, type KeyValueStorage } from './keyValueStorage';

/** One day on which the site was used; sent with the next batch, then forgotten. */
export interface Heartbeat {
  /** UTC calendar date, YYYY-MM-DD. */
  date: string;
}

export interface HeartbeatStore {
  /** Records the day of `at` once; the store keeps the newest ANALYTICS_HEARTBEAT_STORE_LIMIT days. */
  record(at: number): void;
  entries(): Heartbeat[];
  /** Forgets heartbeats that have been delivered. */
  remove(sent: readonly Heartbeat[]): void;
}

const StoredHeartbeats = z.array(z.object({ date: z.string() }));

export function createHeartbeatStore(storage: () => KeyValueStorage, limit = ANALYTICS_HEARTBEAT_STORE_LIMIT): HeartbeatStore {
  const read = (): Heartbeat[] => {
    const parsed = z.safeParse(StoredHeartbeats, readJson(storage(), STORAGE_KEYS.heartbeats));
    return parsed.success ? parsed.data : [];
  };
  const write = (entries: Heartbeat[]) => writeJson(storage(), STORAGE_KEYS.heartbeats, entries);

  return {
    record(at) {
      const date = new Date(at).toISOString().slice(0, 10);
      const entries = read();
      if (entries.some((entry) => entry.date === date)) return;
      // ISO dates sort as text; the oldest days drop out first.
      const next = [...entries, { date }].sort((a, b) => a.date.localeCompare(b.date)).slice(-limit);
      write(next);
    },
    entries: read,
    remove(sent) {
      const dates = new Set(sent.map((entry) => entry.date));
      write(read().filter((entry) => !dates.has(entry.date)));
    },
  };
}
