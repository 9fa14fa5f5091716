import { describe, expect, it } from 'vitest';
import { createHeartbeatStore } from '../../../../host-app/client/analytics/heartbeatStore';
import { ANALYTICS_HEARTBEAT_STORE_LIMIT } from '../../../../host-app/client/analytics/analyticsConstants';
import { createMemoryStorage } from '../../../../host-app/client/analytics/keyValueStorage';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2025, 0, 1, 12);

describe('heartbeat store', () => {
  it('records each day once', () => {
    const storage = createMemoryStorage();
    const store = createHeartbeatStore(() => storage);
    store.record(start);
    store.record(start + 60_000);
    store.record(start + DAY);
    expect(store.entries()).toEqual([{ date: '2025-01-01' }, { date: '2025-01-02' }]);
  });

  it('keeps at most 30 entries, dropping the oldest days', () => {
    const storage = createMemoryStorage();
    const store = createHeartbeatStore(() => storage);
    for (let day = 0; day < 45; day += 1) store.record(start + day * DAY);
    const entries = store.entries();
    expect(ANALYTICS_HEARTBEAT_STORE_LIMIT).toBe(30);
    expect(entries).toHaveLength(ANALYTICS_HEARTBEAT_STORE_LIMIT);
    expect(entries[0]).toEqual({ date: new Date(start + 15 * DAY).toISOString().slice(0, 10) });
    expect(entries.at(-1)).toEqual({ date: new Date(start + 44 * DAY).toISOString().slice(0, 10) });
  });

  it('forgets delivered heartbeats and persists the rest', () => {
    const storage = createMemoryStorage();
    const store = createHeartbeatStore(() => storage);
    store.record(start);
    store.record(start + DAY);
    store.remove([{ date: '2025-01-01' }]);
    expect(createHeartbeatStore(() => storage).entries()).toEqual([{ date: '2025-01-02' }]);
  });
});
