import { describe, expect, it } from 'vitest';
import type { ProfileLoadFailure } from '../../../../headless/core/authSession/authSessionApi';
import {
  authSessionReducer,
  initialAuthSessionState,
  isVip,
  type AuthSessionAction,
  type AuthSessionState,
} from '../../../../headless/core/authSession/authSessionReducer';
import type { SubscriberDetails } from '../../../../headless/core/authSession/subscriber';

const tokenA = { id: 'token-a' };
const tokenB = { id: 'token-b' };
const details: SubscriberDetails = { id: 'sub-1', image: '/a.png', name: 'Lina Haddad', fullname: 'Lina Haddad', email: 'lina@example.com', country: 'AE', phoneNumber: null };
const otherDetails: SubscriberDetails = { ...details, id: 'sub-2', name: 'Omar', fullname: 'Omar' };
const failure: ProfileLoadFailure = { reason: 'server', message: 'answered 500', status: 500 };

const initial = initialAuthSessionState;
const loadingA: AuthSessionState = { status: 'unknown', token: tokenA, subscriber: null, failure: null };
const unresolvedA: AuthSessionState = { status: 'unknown', token: tokenA, subscriber: null, failure };
const pendingA: AuthSessionState = { status: 'authenticated', token: tokenA, subscriber: { ...details, isVip: false }, vipStatus: 'pending' };
const regularA: AuthSessionState = { ...pendingA, vipStatus: 'resolved' };
const vipA: AuthSessionState = { status: 'authenticated', token: tokenA, subscriber: { ...details, isVip: true }, vipStatus: 'resolved' };
const unauthorized: AuthSessionState = { status: 'unauthorized', token: null, subscriber: null };

type Row = [description: string, from: AuthSessionState, action: AuthSessionAction, to: AuthSessionState];

const changes: Row[] = [
  ['a restored token starts loading', initial, { type: 'tokenRestored', token: tokenA }, loadingA],
  ['no stored token means unauthorized', initial, { type: 'noStoredToken' }, unauthorized],
  ['sign-in without a profile loads it', initial, { type: 'signedIn', token: tokenA, details: null }, loadingA],
  ['sign-in with a profile authenticates, VIP pending', unauthorized, { type: 'signedIn', token: tokenA, details }, pendingA],
  ['sign-in replaces an unresolved session', unresolvedA, { type: 'signedIn', token: tokenB, details: null }, { ...loadingA, token: tokenB }],
  ['sign-in replaces another subscriber', vipA, { type: 'signedIn', token: tokenB, details: otherDetails }, { status: 'authenticated', token: tokenB, subscriber: { ...otherDetails, isVip: false }, vipStatus: 'pending' }],
  ['a retry clears the reported failure', unresolvedA, { type: 'profileReloadStarted' }, loadingA],
  ['a loaded profile authenticates, VIP pending', loadingA, { type: 'profileLoaded', token: tokenA, details }, pendingA],
  ['a profile loaded on retry authenticates', unresolvedA, { type: 'profileLoaded', token: tokenA, details }, pendingA],
  [
    'a refreshed profile keeps the known VIP flag',
    vipA,
    { type: 'profileLoaded', token: tokenA, details: { ...details, name: 'L. Haddad', fullname: 'L. Haddad' } },
    { ...vipA, subscriber: { ...details, name: 'L. Haddad', fullname: 'L. Haddad', isVip: true } },
  ],
  [
    'a refreshed profile of another subscriber resets VIP',
    vipA,
    { type: 'profileLoaded', token: tokenA, details: otherDetails },
    { status: 'authenticated', token: tokenA, subscriber: { ...otherDetails, isVip: false }, vipStatus: 'pending' },
  ],
  ['Unauthorized while loading means unauthorized', loadingA, { type: 'profileLoadFailedUnauthorized', token: tokenA }, unauthorized],
  ['Unauthorized on a refresh signs out', vipA, { type: 'profileLoadFailedUnauthorized', token: tokenA }, unauthorized],
  ['another failure leaves it unresolved, with the failure', loadingA, { type: 'profileLoadFailed', token: tokenA, failure }, unresolvedA],
  ['the lookup says VIP', pendingA, { type: 'vipResolved', subscriberId: 'sub-1', isVip: true }, vipA],
  ['the lookup says not VIP', pendingA, { type: 'vipResolved', subscriberId: 'sub-1', isVip: false }, regularA],
  ['a new lookup can take VIP away', vipA, { type: 'vipResolved', subscriberId: 'sub-1', isVip: false }, regularA],
  ['becoming a subscriber switches VIP on', regularA, { type: 'becameSubscriber' }, vipA],
  ['becoming a subscriber settles a pending lookup', pendingA, { type: 'becameSubscriber' }, vipA],
  ['losing the subscription switches VIP off', vipA, { type: 'lostSubscription' }, regularA],
  [
    'a partial update changes only the given fields',
    vipA,
    { type: 'subscriberUpdated', changes: { country: 'SA', phoneNumber: '+971500000000' } },
    { ...vipA, subscriber: { ...details, isVip: true, country: 'SA', phoneNumber: '+971500000000' } },
  ],
  [
    'updating the full name keeps name and fullname equal',
    vipA,
    { type: 'subscriberUpdated', changes: { fullname: 'Lina H.' } },
    { ...vipA, subscriber: { ...details, isVip: true, name: 'Lina H.', fullname: 'Lina H.' } },
  ],
  [
    'updating the name updates fullname too',
    vipA,
    { type: 'subscriberUpdated', changes: { name: 'Lina H.' } },
    { ...vipA, subscriber: { ...details, isVip: true, name: 'Lina H.', fullname: 'Lina H.' } },
  ],
  ['a renewed token replaces the current one and keeps the subscriber and VIP', vipA, { type: 'tokenRenewed', previous: tokenA, token: tokenB }, { ...vipA, token: tokenB }],
  ['logout from authenticated', vipA, { type: 'loggedOut' }, unauthorized],
  ['logout while loading', loadingA, { type: 'loggedOut' }, unauthorized],
  ['logout while unresolved', unresolvedA, { type: 'loggedOut' }, unauthorized],
  ['logout before start', initial, { type: 'loggedOut' }, unauthorized],
];

// Each of these must return the very same state object, so the store notifies nobody.
const ignored: [description: string, from: AuthSessionState, action: AuthSessionAction][] = [
  ['a restored token after sign-in', loadingA, { type: 'tokenRestored', token: tokenB }],
  ['a restored token once resolved', unauthorized, { type: 'tokenRestored', token: tokenA }],
  ['no stored token after sign-in', loadingA, { type: 'noStoredToken' }],
  ['no stored token once authenticated', vipA, { type: 'noStoredToken' }],
  ['a retry while nothing failed', loadingA, { type: 'profileReloadStarted' }],
  ['a retry once authenticated', vipA, { type: 'profileReloadStarted' }],
  ['a retry when signed out', unauthorized, { type: 'profileReloadStarted' }],
  ['a profile for an older token', { ...loadingA, token: tokenB }, { type: 'profileLoaded', token: tokenA, details }],
  ['a profile after logout', unauthorized, { type: 'profileLoaded', token: tokenA, details }],
  ['Unauthorized for an older token', { ...loadingA, token: tokenB }, { type: 'profileLoadFailedUnauthorized', token: tokenA }],
  ['Unauthorized after logout', unauthorized, { type: 'profileLoadFailedUnauthorized', token: tokenA }],
  ['a failure for an older token', { ...loadingA, token: tokenB }, { type: 'profileLoadFailed', token: tokenA, failure }],
  ['a failed refresh of a signed-in session', vipA, { type: 'profileLoadFailed', token: tokenA, failure }],
  ['a lookup for another subscriber', pendingA, { type: 'vipResolved', subscriberId: 'sub-2', isVip: true }],
  ['a lookup while loading', loadingA, { type: 'vipResolved', subscriberId: 'sub-1', isVip: true }],
  ['a lookup after logout', unauthorized, { type: 'vipResolved', subscriberId: 'sub-1', isVip: true }],
  ['becoming a subscriber when signed out', unauthorized, { type: 'becameSubscriber' }],
  ['becoming a subscriber while loading', loadingA, { type: 'becameSubscriber' }],
  ['losing a subscription when signed out', unauthorized, { type: 'lostSubscription' }],
  ['updating fields when signed out', unauthorized, { type: 'subscriberUpdated', changes: { country: 'SA' } }],
  ['updating fields while loading', loadingA, { type: 'subscriberUpdated', changes: { country: 'SA' } }],
  ['logout when already signed out', unauthorized, { type: 'loggedOut' }],
  ['a renewal of an older token', { ...vipA, token: tokenB }, { type: 'tokenRenewed', previous: tokenA, token: { id: 'token-c' } }],
  ['a renewal after logout', unauthorized, { type: 'tokenRenewed', previous: tokenA, token: tokenB }],
  ['a renewal while loading', loadingA, { type: 'tokenRenewed', previous: tokenA, token: tokenB }],
];

describe('authSessionReducer', () => {
  it.each(changes)('%s', (_description, from, action, to) => {
    const next = authSessionReducer(from, action);
    expect(next).toEqual(to);
    expect(next).not.toBe(from);
  });

  it.each(ignored)('ignores %s', (_description, from, action) => {
    expect(authSessionReducer(from, action)).toBe(from);
  });

  it('never lets an update change the id or the VIP flag', () => {
    const sneaky = { country: 'SA', id: 'sub-9', isVip: true } as never;
    const next = authSessionReducer(regularA, { type: 'subscriberUpdated', changes: sneaky });
    expect(next.subscriber).toEqual({ ...details, isVip: false, country: 'SA' });
  });

  it('throws on an unknown action without echoing its payload', () => {
    const action = { type: 'tokenStolen', token: tokenA } as unknown as AuthSessionAction;
    expect(() => authSessionReducer(initial, action)).toThrow('Unknown auth session action: tokenStolen');
    expect(() => authSessionReducer(initial, action)).not.toThrow(/token-a/);
  });

  it('counts a pending lookup as not VIP', () => {
    expect([initial, loadingA, unresolvedA, pendingA, regularA, vipA, unauthorized].map(isVip)).toEqual([false, false, false, false, false, true, false]);
  });
});
