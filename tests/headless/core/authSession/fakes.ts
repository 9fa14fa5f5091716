import type { AuthSessionApi, ProfileLoadResult, SubscriptionStatus } from '../../../../headless/core/authSession/authSessionApi';
import type { AuthSessionDeps } from '../../../../headless/core/authSession/createAuthSession';
import type { TokenStorage } from '../../../../headless/core/authSession/storedToken';
import type { SubscriberProfile } from '../../../../headless/core/authSession/subscriber';

export function fakeStorage(initial: Record<string, string> = {}): TokenStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Keeps every written cookie string and reads the token cookie the way a browser would. */
export function fakeCookies(clock: { now(): number }) {
  const writes: string[] = [];
  return {
    writes,
    write: (cookie: string) => void writes.push(cookie),
    /** The token cookie's value now, or undefined when it was cleared, expired or never set. */
    token(): string | undefined {
      const last = writes.findLast((cookie) => cookie.startsWith('token='));
      if (!last) return undefined;
      const [pair, ...attributes] = last.split('; ');
      const expires = attributes.find((attribute) => attribute.startsWith('Expires='));
      if (expires && Date.parse(expires.slice('Expires='.length)) <= clock.now()) return undefined;
      return decodeURIComponent(pair!.slice('token='.length));
    },
  };
}

export function fakeClock(start: number) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export const profileOf = (overrides: Partial<SubscriberProfile> = {}): SubscriberProfile => ({
  id: 'sub-1',
  fullName: 'Lina Haddad',
  email: 'lina@example.com',
  avatar: 'https://cdn.example.com/lina.png',
  country: 'AE',
  phoneNumber: null,
  ...overrides,
});

/**
 * Answers a profile for every known token and the subscription status of listed subscribers.
 * Tests replace `profile` / `status` to answer differently or later.
 */
export interface FakeApi extends AuthSessionApi {
  calls: { profile: string[]; status: { subscriberId: string; token: string }[] };
  vipSubscribers: Set<string>;
  profile: (token: string) => ProfileLoadResult | Promise<ProfileLoadResult>;
  status: (subscriberId: string) => SubscriptionStatus | Promise<SubscriptionStatus>;
}

export function fakeApi(): FakeApi {
  const api: FakeApi = {
    calls: { profile: [], status: [] },
    vipSubscribers: new Set<string>(),
    profile: () => ({ outcome: 'loaded', profile: profileOf() }),
    status: (subscriberId) => ({ isSubscribed: api.vipSubscribers.has(subscriberId) }),
    async getProfile(token) {
      api.calls.profile.push(token);
      return api.profile(token);
    },
    async getSubscriptionStatus(subscriberId, token) {
      api.calls.status.push({ subscriberId, token });
      return api.status(subscriberId);
    },
  };
  return api;
}

export const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

export function fakeDeps(options: { storage?: Record<string, string>; now?: number } = {}) {
  const clock = fakeClock(options.now ?? T0);
  const storage = fakeStorage(options.storage);
  const cookies = fakeCookies(clock);
  const api = fakeApi();
  const deps: AuthSessionDeps = { storage, cookies, clock, api };
  return { deps, clock, storage, cookies, api };
}
