import { describe, expect, it } from 'vitest';
import { createIdentityTracker } from '../../../../host-app/client/analytics/analyticsIdentity';
import { GUEST_USER_ID, ANALYTICS_SESSION_TIMEOUT_SECONDS } from '../../../../host-app/client/analytics/analyticsConstants';
import { createMemoryStorage } from '../../../../host-app/client/analytics/keyValueStorage';

function tracker(storage = createMemoryStorage()) {
  let clock = 1_700_000_000_000;
  let ids = 0;
  const identity = createIdentityTracker({ storage: () => storage, deviceId: () => 'device-1', now: () => clock, newId: () => `id-${++ids}` });
  return { identity, storage, advance: (ms: number) => (clock += ms) };
}

describe('analytics identity', () => {
  it('is GUEST until a user is identified, and GUEST again after logout', () => {
    const { identity } = tracker();
    expect(identity.current().userId).toBe(GUEST_USER_ID);
    identity.setUser('sub_42');
    expect(identity.current().userId).toBe('sub_42');
    identity.setUser(null);
    expect(identity.current().userId).toBe('GUEST');
  });

  it('carries the browser device id', () => {
    const { identity } = tracker();
    expect(identity.current().deviceId).toBe('device-1');
  });

  it('keeps the session id across page loads', () => {
    const storage = createMemoryStorage();
    const first = tracker(storage).identity.current().sessionId;
    expect(tracker(storage).identity.current().sessionId).toBe(first);
  });

  it('keeps the session while events keep coming, even past the timeout in total', () => {
    const { identity, advance } = tracker();
    const session = identity.current().sessionId;
    for (let i = 0; i < 4; i += 1) {
      advance((ANALYTICS_SESSION_TIMEOUT_SECONDS - 1) * 1000);
      expect(identity.current().sessionId).toBe(session);
    }
  });

  it('starts a new session after 1800 s without activity', () => {
    const { identity, advance } = tracker();
    const before = identity.current().sessionId;
    advance(1799 * 1000);
    const kept = identity.current().sessionId;
    advance(1800 * 1000);
    expect(kept).toBe(before);
    expect(identity.current().sessionId).not.toBe(before);
  });

  it('survives unreadable stored values by starting fresh', () => {
    const storage = createMemoryStorage();
    storage.setItem('analytics.session', '{not json');
    const { identity } = tracker(storage);
    expect(identity.current()).toEqual({ userId: 'GUEST', deviceId: 'device-1', sessionId: 'id-1' });
  });
});
