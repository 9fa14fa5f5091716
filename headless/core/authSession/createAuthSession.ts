import { readJwtClaims } from '../auth/jwt';
import { createStore } from '../store/createStore';
import type { AuthSessionApi, ProfileLoadFailure, ProfileLoadResult } from './authSessionApi';
import { authSessionReducer, initialAuthSessionState, type AuthSessionAction, type AuthSessionState } from './authSessionReducer';
import { clearStoredToken, readStoredToken, storedTokenFor, writeStoredToken, type StoredToken, type TokenStorage } from './storedToken';
import {
  parseSubscriberProfile,
  toSubscriberDetails,
  type ImageFromAvatar,
  type SessionToken,
  type SubscriberChanges,
  type SubscriberProfile,
} from './subscriber';
import { clearedTokenCookie, tokenCookie, type CookieJar } from './tokenCookie';

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface AuthSessionDeps {
  storage: TokenStorage;
  cookies: CookieJar;
  clock: Clock;
  api: AuthSessionApi;
  /**
   * PR-AUTH-4: a profile load failed for a reason other than Unauthorized and the session stays
   * unresolved. The site logs the support widget out here.
   */
  onUnresolved?: (failure: ProfileLoadFailure) => void;
  /** Adds `Secure` to the token cookie (https pages). */
  secureCookie?: boolean;
  /** How a profile's avatar becomes the subscriber's image; the provided image by default. */
  imageFromAvatar?: ImageFromAvatar;
}

/** A profile as the sign-in answer may carry it: absent optional fields are fine. */
export interface SubscriberProfileInput {
  id: string | number;
  fullName: string;
  email?: string | null;
  avatar?: string | null;
  country?: string | null;
  phoneNumber?: string | null;
}

export interface SignInInput {
  token: string;
  /** 8-hour token unless true; with true the stored token has no expiry (PR-AUTH-7). */
  staySignedIn: boolean;
  /** When the sign-in answer already holds the profile, it is used instead of loading it again. */
  profile?: SubscriberProfileInput;
}

export interface AuthSession {
  getState(): AuthSessionState;
  subscribe(listener: () => void): () => void;
  /** Reads the stored token and loads the profile; runs once, later calls return the same promise. */
  start(): Promise<void>;
  signIn(input: SignInInput): Promise<void>;
  logout(): void;
  becomeSubscriber(): void;
  loseSubscription(): void;
  updateSubscriber(changes: SubscriberChanges): void;
  /**
   * The server renewed the signed-in session: `next` replaces `previous` in memory, storage and the
   * cookie, keeping the subscriber and the "stay signed in" choice. Ignored if `previous` is no
   * longer the session's token (signed out or replaced meanwhile).
   */
  renewToken(previous: string, next: string): void;
  /**
   * When the current token was issued and when the server stops accepting it (ms since the
   * epoch), read from its JWT claims so a site can renew it in time; null without a token or claims.
   */
  tokenLifetime(): { issuedAt: number; expiresAt: number } | null;
  /** Loads the profile again with the current token: a retry after a failure, or a refresh. */
  reload(): Promise<void>;
}

const unreachable: ProfileLoadFailure = { reason: 'network', message: 'The profile could not be loaded.' };

/** Storage can throw (disabled or full); the session then lives in memory for this page only. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function checkSignIn(input: SignInInput): SubscriberProfile | undefined {
  if (typeof input?.token !== 'string' || input.token.trim() === '') throw new Error('signIn: token must be a non-empty string.');
  if (typeof input.staySignedIn !== 'boolean') throw new Error('signIn: staySignedIn must be a boolean.');
  if (input.profile === undefined) return undefined;
  const parsed = parseSubscriberProfile(input.profile);
  if (!parsed.ok) throw new Error(`signIn: profile has missing or wrong fields: ${parsed.fields.join(', ')}.`);
  return parsed.profile;
}

/**
 * The auth session (PR-AUTH-1 to PR-AUTH-6). Every rule lives in `authSessionReducer`; this
 * controller does the side effects (storage, cookie, API) and drops answers that arrive after
 * a newer sign-in, logout or subscription change.
 */
export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const store = createStore<AuthSessionState>(initialAuthSessionState);
  const dispatch = (action: AuthSessionAction) => store.setState((state) => authSessionReducer(state, action));
  let started: Promise<void> | undefined;
  let current: StoredToken | null = null;
  let profileLoads = 0;
  let vipLookups = 0;

  const writeCookie = (token: StoredToken) =>
    deps.cookies.write(tokenCookie(token.value, { ...(token.expiry === undefined ? {} : { expiry: token.expiry }), secure: deps.secureCookie ?? false }));

  function forgetToken() {
    current = null;
    attempt(() => clearStoredToken(deps.storage), undefined);
    deps.cookies.write(clearedTokenCookie({ secure: deps.secureCookie ?? false }));
  }

  async function fetchProfile(token: SessionToken): Promise<ProfileLoadResult> {
    try {
      return await deps.api.getProfile(token.id);
    } catch {
      return { outcome: 'failed', failure: unreachable };
    }
  }

  async function resolveVip(subscriberId: string, token: SessionToken) {
    const lookup = ++vipLookups;
    let isVip = false;
    try {
      isVip = (await deps.api.getSubscriptionStatus(subscriberId, token.id)).isSubscribed === true;
    } catch {
      // PR-API-7: a failed lookup means not subscribed.
    }
    if (lookup === vipLookups) dispatch({ type: 'vipResolved', subscriberId, isVip });
  }

  async function loadProfile(token: SessionToken) {
    const load = ++profileLoads;
    const result = await fetchProfile(token);
    if (load !== profileLoads) return;
    switch (result.outcome) {
      case 'loaded': {
        const details = toSubscriberDetails(result.profile, deps.imageFromAvatar);
        if (current?.value === token.id) writeCookie(current);
        dispatch({ type: 'profileLoaded', token, details });
        await resolveVip(details.id, token);
        return;
      }
      case 'unauthorized':
        forgetToken();
        dispatch({ type: 'profileLoadFailedUnauthorized', token });
        return;
      case 'failed': {
        dispatch({ type: 'profileLoadFailed', token, failure: result.failure });
        const state = store.getState();
        if (state.status === 'unknown' && state.failure === result.failure) deps.onUnresolved?.(result.failure);
        return;
      }
    }
  }

  async function restore() {
    // A sign-in that happened before start wins over whatever was stored.
    if (store.getState() !== initialAuthSessionState) return;
    const stored = attempt(() => readStoredToken(deps.storage, deps.clock.now()), null);
    if (!stored) {
      deps.cookies.write(clearedTokenCookie({ secure: deps.secureCookie ?? false }));
      dispatch({ type: 'noStoredToken' });
      return;
    }
    current = stored;
    const token: SessionToken = { id: stored.value };
    dispatch({ type: 'tokenRestored', token });
    await loadProfile(token);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start: () => (started ??= restore()),

    async signIn(input) {
      const profile = checkSignIn(input);
      profileLoads += 1;
      vipLookups += 1;
      const stored = storedTokenFor(input.token, input.staySignedIn, deps.clock.now());
      current = stored;
      attempt(() => writeStoredToken(deps.storage, stored), undefined);
      writeCookie(stored);
      const token: SessionToken = { id: stored.value };
      if (!profile) {
        dispatch({ type: 'signedIn', token, details: null });
        await loadProfile(token);
        return;
      }
      const details = toSubscriberDetails(profile, deps.imageFromAvatar);
      dispatch({ type: 'signedIn', token, details });
      await resolveVip(details.id, token);
    },

    logout() {
      profileLoads += 1;
      vipLookups += 1;
      forgetToken();
      dispatch({ type: 'loggedOut' });
    },

    becomeSubscriber() {
      // A lookup still running would answer for the time before this change.
      vipLookups += 1;
      dispatch({ type: 'becameSubscriber' });
    },

    loseSubscription() {
      vipLookups += 1;
      dispatch({ type: 'lostSubscription' });
    },

    updateSubscriber(changes) {
      dispatch({ type: 'subscriberUpdated', changes });
    },

    renewToken(previous, next) {
      if (typeof next !== 'string' || next.trim() === '') throw new Error('renewToken: next must be a non-empty string.');
      const state = store.getState();
      if (state.status !== 'authenticated' || state.token.id !== previous || current?.value !== previous) return;
      const stored = storedTokenFor(next, current.expiry === undefined, deps.clock.now());
      current = stored;
      attempt(() => writeStoredToken(deps.storage, stored), undefined);
      writeCookie(stored);
      dispatch({ type: 'tokenRenewed', previous: { id: previous }, token: { id: next } });
    },

    tokenLifetime() {
      const token = store.getState().token;
      const claims = token ? readJwtClaims(token.id) : null;
      if (typeof claims?.iat !== 'number' || typeof claims.exp !== 'number' || claims.exp <= claims.iat) return null;
      return { issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 };
    },

    async reload() {
      const { token, status } = store.getState();
      if (token === null) return status === 'unknown' ? (started ??= restore()) : undefined;
      dispatch({ type: 'profileReloadStarted' });
      await loadProfile(token);
    },
  };
}
