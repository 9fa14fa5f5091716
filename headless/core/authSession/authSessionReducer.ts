import type { ProfileLoadFailure } from './authSessionApi';
import { withSubscriberChanges, type SessionToken, type Subscriber, type SubscriberChanges, type SubscriberDetails } from './subscriber';

/**
 * PR-AUTH-1: unknown (loading or unresolved), authenticated, unauthorized.
 * `vipStatus` is 'pending' until the subscription lookup answers, so ads can wait for it.
 */
export type AuthSessionState =
  | { status: 'unknown'; token: SessionToken | null; subscriber: null; failure: ProfileLoadFailure | null }
  | { status: 'authenticated'; token: SessionToken; subscriber: Subscriber; vipStatus: 'pending' | 'resolved' }
  | { status: 'unauthorized'; token: null; subscriber: null };

export type AuthStatus = AuthSessionState['status'];

export type AuthSessionAction =
  | { type: 'tokenRestored'; token: SessionToken }
  | { type: 'noStoredToken' }
  | { type: 'signedIn'; token: SessionToken; details: SubscriberDetails | null }
  | { type: 'profileReloadStarted' }
  | { type: 'profileLoaded'; token: SessionToken; details: SubscriberDetails }
  | { type: 'profileLoadFailedUnauthorized'; token: SessionToken }
  | { type: 'profileLoadFailed'; token: SessionToken; failure: ProfileLoadFailure }
  | { type: 'vipResolved'; subscriberId: string; isVip: boolean }
  | { type: 'becameSubscriber' }
  | { type: 'lostSubscription' }
  | { type: 'subscriberUpdated'; changes: SubscriberChanges }
  | { type: 'tokenRenewed'; previous: SessionToken; token: SessionToken }
  | { type: 'loggedOut' };

export const initialAuthSessionState: AuthSessionState = { status: 'unknown', token: null, subscriber: null, failure: null };

const unauthorized: AuthSessionState = { status: 'unauthorized', token: null, subscriber: null };

const loading = (token: SessionToken): AuthSessionState => ({ status: 'unknown', token, subscriber: null, failure: null });

const authenticated = (token: SessionToken, details: SubscriberDetails): AuthSessionState => ({
  status: 'authenticated',
  token,
  subscriber: { ...details, isVip: false },
  vipStatus: 'pending',
});

/** Answers about an older token (signed out or replaced since) change nothing. */
const isCurrent = (state: AuthSessionState, token: SessionToken) => state.token !== null && state.token.id === token.id;

function withVip(state: AuthSessionState, isVip: boolean): AuthSessionState {
  if (state.status !== 'authenticated') return state;
  return { ...state, subscriber: { ...state.subscriber, isVip }, vipStatus: 'resolved' };
}

export function authSessionReducer(state: AuthSessionState, action: AuthSessionAction): AuthSessionState {
  switch (action.type) {
    case 'tokenRestored':
      return state.status === 'unknown' && state.token === null ? loading(action.token) : state;
    case 'noStoredToken':
      return state.status === 'unknown' && state.token === null ? unauthorized : state;
    case 'signedIn':
      return action.details ? authenticated(action.token, action.details) : loading(action.token);
    case 'profileReloadStarted':
      return state.status === 'unknown' && state.token !== null && state.failure !== null ? loading(state.token) : state;
    case 'profileLoaded': {
      if (!isCurrent(state, action.token)) return state;
      if (state.status !== 'authenticated') return authenticated(action.token, action.details);
      // A refresh of the same subscriber keeps the known VIP flag until the next lookup answers.
      if (state.subscriber.id !== action.details.id) return authenticated(action.token, action.details);
      return { ...state, subscriber: { ...action.details, isVip: state.subscriber.isVip } };
    }
    case 'profileLoadFailedUnauthorized':
      return isCurrent(state, action.token) ? unauthorized : state;
    case 'profileLoadFailed':
      // PR-AUTH-4: the state stays unresolved; a failed refresh of a signed-in session keeps it signed in.
      return state.status === 'unknown' && isCurrent(state, action.token) ? { ...state, failure: action.failure } : state;
    case 'vipResolved':
      return state.status === 'authenticated' && state.subscriber.id === action.subscriberId ? withVip(state, action.isVip) : state;
    case 'becameSubscriber':
      return withVip(state, true);
    case 'lostSubscription':
      return withVip(state, false);
    case 'tokenRenewed':
      // The same subscriber under a new token: nothing else changes, so nothing reloads or flickers.
      return state.status === 'authenticated' && isCurrent(state, action.previous) ? { ...state, token: action.token } : state;
    case 'subscriberUpdated':
      return state.status === 'authenticated' ? { ...state, subscriber: withSubscriberChanges(state.subscriber, action.changes) } : state;
    case 'loggedOut':
      return state.status === 'unauthorized' ? state : unauthorized;
    default: {
      const unknown: never = action;
      // Only the type: an action may carry a token, and error messages end up in logs.
      throw new Error(`Unknown auth session action: ${String((unknown as { type?: unknown }).type)}`);
    }
  }
}

/** True only once the lookup (or a subscription change) said so; a pending lookup counts as not VIP. */
export const isVip = (state: AuthSessionState): boolean => state.status === 'authenticated' && state.subscriber.isVip;
