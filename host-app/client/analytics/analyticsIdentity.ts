import * as z from 'zod/mini';
import { ANALYTICS_SESSION_TIMEOUT_SECONDS, GUEST_USER_ID, STORAGE_KEYS } from './analyticsConstants';
import { readJson, writeJson, type KeyValueStorage } from './keyValueStorage';

/** Who an event is about (PR-ANALYTICS-1): user id (GUEST when absent), device id, session id. */
export interface AnalyticsIdentity {
  userId: string;
  deviceId: string;
  sessionId: string;
}

export interface IdentityTrackerOptions {
  /** Read lazily, so creating the tracker touches no storage. */
  storage: () => KeyValueStorage;
  /** The browser's persisted device id, the same one the API headers carry. */
  deviceId: () => string;
  now: () => number;
  newId: () => string;
}

export interface IdentityTracker {
  /** The identity for an event happening now; counts as activity for the session timeout. */
  current(): AnalyticsIdentity;
  /** The signed-in user's id, or null for GUEST. */
  setUser(userId: string | null): void;
}

const StoredSession = z.object({ id: z.string().check(z.minLength(1)), lastActivityAt: z.number() });
const SESSION_TIMEOUT_MS = ANALYTICS_SESSION_TIMEOUT_SECONDS * 1000;

export function createIdentityTracker({ storage, deviceId, now, newId }: IdentityTrackerOptions): IdentityTracker {
  let userId = GUEST_USER_ID;

  // A new session starts after the timeout without any event; stored so tabs and reloads share it.
  function sessionId(at: number): string {
    const store = storage();
    const stored = z.safeParse(StoredSession, readJson(store, STORAGE_KEYS.session));
    const active = stored.success && at >= stored.data.lastActivityAt && at - stored.data.lastActivityAt < SESSION_TIMEOUT_MS;
    const id = active ? stored.data.id : newId();
    writeJson(store, STORAGE_KEYS.session, { id, lastActivityAt: at });
    return id;
  }

  return {
    current: () => ({ userId, deviceId: deviceId(), sessionId: sessionId(now()) }),
    setUser(id) {
      userId = id ?? GUEST_USER_ID;
    },
  };
}
