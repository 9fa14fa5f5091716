import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileLoadResult, SubscriptionStatus } from '../../../../headless/core/authSession/authSessionApi';
import { createAuthSession } from '../../../../headless/core/authSession/createAuthSession';
import { deferred } from '../../../support/deferred';
import { fakeDeps, profileOf, T0 } from './fakes';

const HOUR = 3_600_000;
const TOKEN = 'eyJhbGciOi.secret-token.sig';
const storedRecord = (record: object) => ({ token: JSON.stringify(record) });
const serverError: ProfileLoadResult = { outcome: 'failed', failure: { reason: 'server', message: 'The product API answered 500.', status: 500 } };

afterEach(() => vi.restoreAllMocks());

describe('createAuthSession: start', () => {
  it('without a stored token clears the cookie and becomes unauthorized, loading nothing', async () => {
    const { deps, cookies, api } = fakeDeps();
    const session = createAuthSession(deps);
    expect(session.getState().status).toBe('unknown');
    await session.start();
    expect(session.getState()).toEqual({ status: 'unauthorized', token: null, subscriber: null });
    expect(cookies.writes).toEqual(['token=; Path=/; SameSite=Strict; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(api.calls.profile).toEqual([]);
  });

  it('with a stored token loads the profile, authenticates, writes the cookie, then resolves VIP', async () => {
    const { deps, cookies, api } = fakeDeps({ storage: storedRecord({ value: TOKEN, expiry: T0 + HOUR }) });
    api.vipSubscribers.add('sub-1');
    const session = createAuthSession(deps);
    const seen: string[] = [];
    session.subscribe(() => {
      const state = session.getState();
      seen.push(state.status === 'authenticated' ? `authenticated:${state.vipStatus}` : state.status);
    });
    await session.start();
    expect(seen).toEqual(['unknown', 'authenticated:pending', 'authenticated:resolved']);
    expect(api.calls.profile).toEqual([TOKEN]);
    expect(api.calls.status).toEqual([{ subscriberId: 'sub-1', token: TOKEN }]);
    expect(session.getState()).toEqual({
      status: 'authenticated',
      token: { id: TOKEN },
      subscriber: { id: 'sub-1', image: 'https://cdn.example.com/lina.png', isVip: true, name: 'Lina Haddad', fullname: 'Lina Haddad', email: 'lina@example.com', country: 'AE', phoneNumber: null },
      vipStatus: 'resolved',
    });
    expect(cookies.writes).toEqual([`token=${encodeURIComponent(TOKEN)}; Path=/; SameSite=Strict; Expires=${new Date(T0 + HOUR).toUTCString()}`]);
    expect(cookies.token()).toBe(TOKEN);
  });

  it('runs once however often it is called', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const session = createAuthSession(deps);
    const first = session.start();
    expect(session.start()).toBe(first);
    await first;
    expect(api.calls.profile).toHaveLength(1);
  });

  it('lets a sign-in made before start win over the stored token', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: 'old-token' }) });
    const session = createAuthSession(deps);
    await session.signIn({ token: TOKEN, staySignedIn: false });
    await session.start();
    expect(api.calls.profile).toEqual([TOKEN]);
    expect(session.getState().token).toEqual({ id: TOKEN });
  });
});

describe('createAuthSession: token expiry', () => {
  it('keeps a token 8 hours when the user did not stay signed in, then clears it on read', async () => {
    const first = fakeDeps();
    await createAuthSession(first.deps).signIn({ token: TOKEN, staySignedIn: false });
    expect(JSON.parse(first.storage.items.get('token')!)).toEqual({ value: TOKEN, expiry: T0 + 8 * HOUR });
    expect(first.cookies.writes[0]).toBe(`token=${encodeURIComponent(TOKEN)}; Path=/; SameSite=Strict; Expires=${new Date(T0 + 8 * HOUR).toUTCString()}`);

    // A later visit, with the same storage, just before the 8 hours are over.
    first.clock.advance(8 * HOUR - 1);
    const before = createAuthSession(first.deps);
    await before.start();
    expect(before.getState().status).toBe('authenticated');

    first.clock.advance(1);
    expect(first.cookies.token()).toBeUndefined();
    const after = createAuthSession(first.deps);
    const profileCalls = first.api.calls.profile.length;
    await after.start();
    expect(after.getState().status).toBe('unauthorized');
    expect(first.storage.items.has('token')).toBe(false);
    expect(first.api.calls.profile).toHaveLength(profileCalls);
    expect(first.cookies.writes.at(-1)).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('keeps the token without expiry when the user stays signed in', async () => {
    const { deps, storage, cookies, clock } = fakeDeps();
    await createAuthSession(deps).signIn({ token: TOKEN, staySignedIn: true });
    expect(JSON.parse(storage.items.get('token')!)).toEqual({ value: TOKEN });
    expect(cookies.writes.at(-1)).toBe(`token=${encodeURIComponent(TOKEN)}; Path=/; SameSite=Strict`);

    clock.advance(400 * 24 * HOUR);
    const later = createAuthSession(deps);
    await later.start();
    expect(later.getState().status).toBe('authenticated');
    expect(cookies.token()).toBe(TOKEN);
  });
});

describe('createAuthSession: profile load failures', () => {
  it('Unauthorized clears the stored token and the cookie and becomes unauthorized', async () => {
    const { deps, storage, cookies, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const onUnresolved = vi.fn();
    api.profile = () => ({ outcome: 'unauthorized' });
    const session = createAuthSession({ ...deps, onUnresolved });
    await session.start();
    expect(session.getState()).toEqual({ status: 'unauthorized', token: null, subscriber: null });
    expect(storage.items.has('token')).toBe(false);
    expect(cookies.writes.at(-1)).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(api.calls.status).toEqual([]);
    expect(onUnresolved).not.toHaveBeenCalled();
  });

  it('another failure (500) leaves the session unresolved, keeps the token and reports it', async () => {
    const { deps, storage, cookies, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const onUnresolved = vi.fn();
    api.profile = () => serverError;
    const session = createAuthSession({ ...deps, onUnresolved });
    await session.start();
    expect(session.getState()).toEqual({ status: 'unknown', token: { id: TOKEN }, subscriber: null, failure: (serverError as { failure: unknown }).failure });
    expect(onUnresolved).toHaveBeenCalledExactlyOnceWith((serverError as { failure: unknown }).failure);
    expect(storage.items.has('token')).toBe(true);
    expect(cookies.writes).toEqual([]);

    // A retry that succeeds resolves it.
    api.profile = () => ({ outcome: 'loaded', profile: profileOf() });
    const retry = session.reload();
    expect(session.getState()).toMatchObject({ status: 'unknown', failure: null });
    await retry;
    expect(session.getState().status).toBe('authenticated');
    expect(cookies.token()).toBe(TOKEN);
  });

  it('treats an API that throws like an unreachable one', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    api.profile = () => Promise.reject(new Error(`boom with ${TOKEN}`));
    const onUnresolved = vi.fn();
    const session = createAuthSession({ ...deps, onUnresolved });
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'unknown', failure: { reason: 'network' } });
    expect(JSON.stringify(onUnresolved.mock.calls)).not.toContain(TOKEN);
  });

  it('a failed refresh keeps a signed-in session; an Unauthorized refresh signs it out', async () => {
    const { deps, api, storage } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const onUnresolved = vi.fn();
    const session = createAuthSession({ ...deps, onUnresolved });
    await session.start();
    const signedIn = session.getState();

    api.profile = () => serverError;
    await session.reload();
    expect(session.getState()).toBe(signedIn);
    expect(onUnresolved).not.toHaveBeenCalled();

    api.profile = () => ({ outcome: 'unauthorized' });
    await session.reload();
    expect(session.getState().status).toBe('unauthorized');
    expect(storage.items.has('token')).toBe(false);
  });

  it('a refresh picks up changed profile fields and asks for VIP again', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const session = createAuthSession(deps);
    await session.start();
    api.profile = () => ({ outcome: 'loaded', profile: profileOf({ fullName: 'Lina H.' }) });
    api.vipSubscribers.add('sub-1');
    await session.reload();
    expect(session.getState().subscriber).toMatchObject({ name: 'Lina H.', fullname: 'Lina H.', isVip: true });
    expect(api.calls.status).toHaveLength(2);
  });
});

describe('createAuthSession: VIP', () => {
  it('comes from the subscription lookup, never from a flag stored in the browser', async () => {
    const { deps, storage } = fakeDeps({ storage: { ...storedRecord({ value: TOKEN }), isVip: 'true', vip: 'true', user: '{"isVip":true}' } });
    const session = createAuthSession(deps);
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'authenticated', subscriber: { isVip: false }, vipStatus: 'resolved' });
    // The session stores nothing but the token record.
    await session.signIn({ token: TOKEN, staySignedIn: true });
    session.becomeSubscriber();
    expect([...storage.items.values()].filter((value) => value.includes(TOKEN))).toEqual([JSON.stringify({ value: TOKEN })]);
    expect(storage.items.get('token')).not.toMatch(/vip/i);
  });

  it.each<[string, () => Promise<SubscriptionStatus>]>([
    ['rejects', () => Promise.reject(new Error('offline'))],
    ['answers something else', () => Promise.resolve({ isSubscribed: 'yes' } as unknown as SubscriptionStatus)],
  ])('counts a lookup that %s as not subscribed', async (_name, status) => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    api.status = status;
    const session = createAuthSession(deps);
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'authenticated', subscriber: { isVip: false }, vipStatus: 'resolved' });
  });

  it('switches on and off without reloading the profile', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const session = createAuthSession(deps);
    await session.start();
    session.becomeSubscriber();
    expect(session.getState().subscriber?.isVip).toBe(true);
    session.loseSubscription();
    expect(session.getState().subscriber?.isVip).toBe(false);
    expect(api.calls.profile).toHaveLength(1);
    expect(api.calls.status).toHaveLength(1);
  });

  it('keeps a subscription bought while an older lookup was still running', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const lookup = deferred<SubscriptionStatus>();
    api.status = () => lookup.promise;
    const session = createAuthSession(deps);
    const started = session.start();
    await vi.waitFor(() => expect(api.calls.status).toHaveLength(1));
    session.becomeSubscriber();
    lookup.resolve({ isSubscribed: false });
    await started;
    expect(session.getState()).toMatchObject({ subscriber: { isVip: true }, vipStatus: 'resolved' });
  });
});

describe('createAuthSession: sign-in, updates and logout', () => {
  it('signs in with a profile from the sign-in answer without loading it again', async () => {
    const { deps, api, cookies } = fakeDeps();
    api.vipSubscribers.add('42');
    const session = createAuthSession(deps);
    await session.start();
    await session.signIn({ token: TOKEN, staySignedIn: false, profile: { id: 42, fullName: 'Omar', email: 'omar@example.com' } });
    expect(api.calls.profile).toEqual([]);
    expect(api.calls.status).toEqual([{ subscriberId: '42', token: TOKEN }]);
    expect(session.getState()).toMatchObject({ status: 'authenticated', subscriber: { id: '42', name: 'Omar', country: '', image: null, isVip: true } });
    expect(cookies.token()).toBe(TOKEN);
  });

  it('signs in without a profile by loading it', async () => {
    const { deps, api } = fakeDeps();
    const session = createAuthSession(deps);
    await session.start();
    const signingIn = session.signIn({ token: TOKEN, staySignedIn: false });
    expect(session.getState()).toEqual({ status: 'unknown', token: { id: TOKEN }, subscriber: null, failure: null });
    await signingIn;
    expect(api.calls.profile).toEqual([TOKEN]);
    expect(session.getState().status).toBe('authenticated');
  });

  it.each([
    [{ token: '', staySignedIn: false }, 'signIn: token must be a non-empty string.'],
    [{ token: TOKEN, staySignedIn: 'yes' }, 'signIn: staySignedIn must be a boolean.'],
    [{ token: TOKEN, staySignedIn: true, profile: { id: 'sub-1' } }, 'signIn: profile has missing or wrong fields: fullName.'],
  ])('refuses bad sign-in input %j and writes nothing', async (input, message) => {
    const { deps, storage, cookies } = fakeDeps();
    const session = createAuthSession(deps);
    await expect(session.signIn(input as never)).rejects.toThrow(message);
    expect(storage.items.size).toBe(0);
    expect(cookies.writes).toEqual([]);
    expect(session.getState().status).toBe('unknown');
  });

  it('updates subscriber fields partially', async () => {
    const { deps } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const session = createAuthSession(deps);
    await session.start();
    session.updateSubscriber({ fullname: 'Lina H.', country: 'SA' });
    expect(session.getState().subscriber).toMatchObject({ id: 'sub-1', name: 'Lina H.', fullname: 'Lina H.', country: 'SA', email: 'lina@example.com' });
  });

  it('logs out: clears the cookie, the stored token and the session', async () => {
    const { deps, storage, cookies } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const session = createAuthSession(deps);
    await session.start();
    session.logout();
    expect(session.getState()).toEqual({ status: 'unauthorized', token: null, subscriber: null });
    expect(storage.items.has('token')).toBe(false);
    expect(cookies.token()).toBeUndefined();
  });

  it('ignores a profile that answers after logout', async () => {
    const { deps, api, cookies } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const answer = deferred<ProfileLoadResult>();
    api.profile = () => answer.promise;
    const session = createAuthSession(deps);
    const started = session.start();
    session.logout();
    answer.resolve({ outcome: 'loaded', profile: profileOf() });
    await started;
    expect(session.getState().status).toBe('unauthorized');
    expect(cookies.token()).toBeUndefined();
    expect(api.calls.status).toEqual([]);
  });

  it('ignores the stored token’s answers once another token signed in', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: 'old-token' }) });
    const oldAnswer = deferred<ProfileLoadResult>();
    api.profile = (token) => (token === 'old-token' ? oldAnswer.promise : { outcome: 'loaded', profile: profileOf({ id: 'sub-2' }) });
    const session = createAuthSession(deps);
    const started = session.start();
    await session.signIn({ token: TOKEN, staySignedIn: false });
    oldAnswer.resolve({ outcome: 'unauthorized' });
    await started;
    expect(session.getState()).toMatchObject({ status: 'authenticated', token: { id: TOKEN }, subscriber: { id: 'sub-2' } });
  });

  it('keeps working in memory when storage throws', async () => {
    const { deps } = fakeDeps();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); } };
    const session = createAuthSession({ ...deps, storage: broken });
    await session.start();
    expect(session.getState().status).toBe('unauthorized');
    await session.signIn({ token: TOKEN, staySignedIn: false });
    expect(session.getState().status).toBe('authenticated');
    session.logout();
    expect(session.getState().status).toBe('unauthorized');
  });

  it('marks the cookie Secure when asked', async () => {
    const { deps, cookies } = fakeDeps();
    const session = createAuthSession({ ...deps, secureCookie: true });
    await session.signIn({ token: TOKEN, staySignedIn: true });
    session.logout();
    expect(cookies.writes).toEqual([
      // Set on sign-in, written again by the successful profile load, then cleared.
      `token=${encodeURIComponent(TOKEN)}; Path=/; SameSite=Strict; Secure`,
      `token=${encodeURIComponent(TOKEN)}; Path=/; SameSite=Strict; Secure`,
      'token=; Path=/; SameSite=Strict; Secure; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('derives the image with the given rule', async () => {
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    api.profile = () => ({ outcome: 'loaded', profile: profileOf({ avatar: null }) });
    const session = createAuthSession({ ...deps, imageFromAvatar: (avatar) => avatar ?? '/images/profile/vuz.svg' });
    await session.start();
    expect(session.getState().subscriber?.image).toBe('/images/profile/vuz.svg');
  });
});

describe('createAuthSession: the token stays out of logs', () => {
  it('writes nothing to the console in any flow', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    const { deps, api } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    api.profile = () => serverError;
    const session = createAuthSession(deps);
    await session.start();
    api.profile = () => ({ outcome: 'unauthorized' });
    await session.reload();
    await session.signIn({ token: TOKEN, staySignedIn: false, profile: profileOf() });
    session.logout();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('createAuthSession: renewToken', () => {
  it('replaces the token in memory, storage and cookie, keeping the subscriber, VIP and the 8-hour choice', async () => {
    const { deps, cookies, storage, api, clock } = fakeDeps({ storage: storedRecord({ value: TOKEN, expiry: T0 + HOUR }) });
    api.vipSubscribers.add('sub-1');
    const session = createAuthSession(deps);
    await session.start();
    const before = session.getState();
    clock.advance(HOUR / 2);
    session.renewToken(TOKEN, 'renewed-token');
    const after = session.getState();
    expect(after).toEqual({ ...before, token: { id: 'renewed-token' } });
    expect(JSON.parse(storage.items.get('token') ?? 'null')).toEqual({ value: 'renewed-token', expiry: T0 + HOUR / 2 + 8 * HOUR });
    expect(cookies.token()).toBe('renewed-token');
    // Nothing was loaded again.
    expect(api.calls.profile).toHaveLength(1);
  });

  it('keeps a stay-signed-in token without expiry', async () => {
    const { deps, storage } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const session = createAuthSession(deps);
    await session.start();
    session.renewToken(TOKEN, 'renewed-token');
    expect(JSON.parse(storage.items.get('token') ?? 'null')).toEqual({ value: 'renewed-token' });
  });

  it('ignores a renewal of a token that is no longer the session’s', async () => {
    const { deps, storage } = fakeDeps({ storage: storedRecord({ value: TOKEN }) });
    const session = createAuthSession(deps);
    await session.start();
    session.logout();
    session.renewToken(TOKEN, 'renewed-token');
    expect(session.getState().status).toBe('unauthorized');
    expect(storage.items.has('token')).toBe(false);
  });
});

describe('createAuthSession: tokenLifetime', () => {
  const jwtWith = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

  it("reads the current token's issue and expiry times from its claims", async () => {
    const { deps } = fakeDeps();
    const session = createAuthSession(deps);
    expect(session.tokenLifetime()).toBeNull();
    await session.signIn({ token: jwtWith({ sub: 'ses_1', iat: 1_000, exp: 1_060 }), staySignedIn: false, profile: profileOf() });
    expect(session.tokenLifetime()).toEqual({ issuedAt: 1_000_000, expiresAt: 1_060_000 });
  });

  it('answers null for a token without usable claims', async () => {
    const { deps } = fakeDeps();
    const session = createAuthSession(deps);
    await session.signIn({ token: jwtWith({ sub: 'ses_1', iat: 1_000 }), staySignedIn: false, profile: profileOf() });
    expect(session.tokenLifetime()).toBeNull();
  });
});
