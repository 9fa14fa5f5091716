import { describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDERS, signInCallbackPath } from '@payment-client/server-kit/identityProviders';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { Profile } from '../../../../host-app/contract/account/accountTypes';
import { browserKeyHash } from '../../../../host-app/server/identitySignIn/browserKey';
import { countRows, failure, injectAs, signUp, startTestProduct, success, uniqueEmail, uniqueIp } from '../helpers';
import { answerAtProvider, callback, signInWith, startSignIn, takeSession, uniqueLogin, useIdentityWorld, type IdentityWorld } from './identityWorld';

const world = useIdentityWorld();

const keyHashOf = (browserCookie: string) => browserKeyHash(browserCookie.split('=')[1]!);

async function refusalOf(w: IdentityWorld, browserCookie: string): Promise<string | null> {
  const { rows } = await w.product.db.query<{ refused_because: string | null }>('SELECT refused_because FROM product.identity_sign_ins WHERE browser_key_hash = $1', [
    keyHashOf(browserCookie),
  ]);
  return rows[0]?.refused_because ?? null;
}

async function profileOf(token: string): Promise<Profile> {
  return success<Profile>(await injectAs(world.product.app, token, { method: 'GET', url: API_PATHS.profile }));
}

describe('sign-in with Apple', () => {
  it('makes an account with the name and verified email Apple shares, and comes back to the site in its language', async () => {
    const login = uniqueLogin();
    const { location, signedIn } = await signInWith(world, 'apple', { login, name: 'Layla Haddad' }, { locale: 'ar', next: '/video/desert-dunes-360', staySignedIn: 'true' });
    expect(location).toBe(`/ar/signin/complete?next=${encodeURIComponent('/video/desert-dunes-360')}`);
    expect(signedIn.provider).toBe('apple');
    expect(signedIn.account).toBe('new');
    expect(signedIn.staySignedIn).toBe(true);
    expect(signedIn.subscriber).toMatchObject({ fullName: 'Layla Haddad', email: login });
    // "Stay signed in" went with the start: a 30-day session.
    expect(new Date(signedIn.token.expiresAt).getTime() - world.product.clock.now.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(await profileOf(signedIn.token.id)).toMatchObject({ id: signedIn.subscriber.id, email: login });
  });

  it("asks the provider for its pages in the site's language", async () => {
    for (const locale of ['ar', 'en']) {
      const { authorizationUrl } = await startSignIn(world, 'apple', { locale });
      expect(authorizationUrl.searchParams.get('ui_locales')).toBe(locale);
      // A browser that prefers no language of the pages': the site's choice decides.
      const toPage = await fetch(authorizationUrl, { redirect: 'manual', headers: { 'accept-language': 'fr' } });
      const page = await fetch(new URL(toPage.headers.get('location')!, authorizationUrl), { headers: { cookie: toPage.headers.getSetCookie().map((line) => line.split(';')[0]).join('; '), 'accept-language': 'fr' } });
      expect(await page.text()).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    }
  });

  it('signs the same account in again, and keeps the name Apple shared only the first time', async () => {
    const login = uniqueLogin();
    const first = await signInWith(world, 'apple', { login, name: 'Omar Saleh' });
    const again = await signInWith(world, 'apple', { login, name: 'Not Shared Again' });
    expect(again.signedIn.account).toBe('returning');
    expect(again.signedIn.subscriber.id).toBe(first.signedIn.subscriber.id);
    expect(again.signedIn.subscriber.fullName).toBe('Omar Saleh');
    const { rows } = await world.product.db.query<{ count: number }>('SELECT count(*)::int AS count FROM product.subscriber_identities WHERE subscriber_id = $1', [
      first.signedIn.subscriber.id,
    ]);
    expect(rows[0]?.count).toBe(1);
  });

  it('keeps a private relay address as the email and links it to no account by the real one', async () => {
    const existing = await signUp(world.product.app);
    const { signedIn } = await signInWith(world, 'apple', { login: existing.subscriber.email, name: 'Hidden Email', hideEmail: true });
    expect(signedIn.account).toBe('new');
    expect(signedIn.subscriber.id).not.toBe(existing.subscriber.id);
    expect(signedIn.subscriber.email).toMatch(/^[0-9a-f]{10}@privaterelay\.appleid\.com$/);
  });
});

describe('linking by email', () => {
  it('links to the account whose email the provider verified, which keeps its password', async () => {
    const existing = await signUp(world.product.app, { password: 'correct horse battery' });
    const { signedIn } = await signInWith(world, 'snapchat', { login: uniqueLogin('snap.example'), name: 'Snap Name', email: existing.subscriber.email });
    expect(signedIn.account).toBe('linked');
    expect(signedIn.subscriber.id).toBe(existing.subscriber.id);
    // The account's own name stays; the provider's would only fill an empty one.
    expect(signedIn.subscriber.fullName).toBe(existing.subscriber.fullName);
    const password = await world.product.app.inject({
      method: 'POST',
      url: API_PATHS.signIn,
      remoteAddress: uniqueIp(),
      payload: { email: existing.subscriber.email, password: 'correct horse battery' },
    });
    expect(password.statusCode).toBe(200);
  });

  it('does not link by an email the provider has not verified, nor keep that email', async () => {
    const existing = await signUp(world.product.app);
    const { signedIn } = await signInWith(world, 'snapchat', { login: uniqueLogin('snap.example'), name: 'Unverified', email: existing.subscriber.email, emailVerified: false });
    expect(signedIn.account).toBe('new');
    expect(signedIn.subscriber.id).not.toBe(existing.subscriber.id);
    expect(signedIn.subscriber.email).toBe('');
  });

  it('links a second provider to the account the first one made, by its verified email', async () => {
    const email = uniqueEmail();
    const first = await signInWith(world, 'snapchat', { login: uniqueLogin('snap.example'), email });
    const other = await signInWith(world, 'apple', { login: email });
    expect(other.signedIn.account).toBe('linked');
    expect(other.signedIn.subscriber.id).toBe(first.signedIn.subscriber.id);
  });

  it('makes an account with neither email nor phone when Snapchat shares no email', async () => {
    const { signedIn } = await signInWith(world, 'snapchat', { login: uniqueLogin('snap.example'), name: 'Display Name' });
    expect(signedIn.subscriber).toMatchObject({ fullName: 'Display Name', email: '', phoneNumber: '' });
  });
});

describe('refusals', () => {
  it('refuses an answer whose state is not the one this browser sent, and writes no account', async () => {
    const before = await countRows(world.product.db);
    const { browserCookie, authorizationUrl } = await startSignIn(world, 'snapchat');
    const callbackUrl = await answerAtProvider(authorizationUrl, { login: uniqueLogin('snap.example'), name: 'State' });
    callbackUrl.searchParams.set('state', 'a-state-this-browser-never-sent');
    const returned = await callback(world, callbackUrl, browserCookie);
    expect(returned.headers.location).toBe('/signin/snapchat?error=refused');
    expect(await refusalOf(world, browserCookie)).toBe('state');
    expect((await takeSession(world, browserCookie)).statusCode).toBe(401);
    const after = await countRows(world.product.db);
    expect(after['product.subscribers']).toBe(before['product.subscribers']);
    expect(after['product.sessions']).toBe(before['product.sessions']);
  });

  it('refuses an answer from another issuer', async () => {
    const { browserCookie, authorizationUrl } = await startSignIn(world, 'apple');
    const callbackUrl = await answerAtProvider(authorizationUrl, { login: uniqueLogin() });
    callbackUrl.searchParams.set('iss', 'https://appleid.apple.com');
    expect((await callback(world, callbackUrl, browserCookie)).headers.location).toBe('/signin/apple?error=refused');
    expect(await refusalOf(world, browserCookie)).toBe('issuer');
  });

  it('refuses an ID token whose nonce is not this sign-in\'s', async () => {
    const { browserCookie, authorizationUrl } = await startSignIn(world, 'apple', { locale: 'ar' });
    // As if the ID token had been minted for another sign-in.
    await world.product.db.query("UPDATE product.identity_sign_ins SET nonce = 'another-sign-ins-nonce' WHERE browser_key_hash = $1", [keyHashOf(browserCookie)]);
    const callbackUrl = await answerAtProvider(authorizationUrl, { login: uniqueLogin() });
    expect((await callback(world, callbackUrl, browserCookie)).headers.location).toBe('/ar/signin/apple?error=refused');
    expect(await refusalOf(world, browserCookie)).toBe('nonce');
    expect((await takeSession(world, browserCookie)).statusCode).toBe(401);
  });

  it('refuses a replayed callback: the sign-in is taken once', async () => {
    const { callbackUrl, browserCookie } = await signInWith(world, 'apple', { login: uniqueLogin() });
    const replay = await callback(world, callbackUrl, browserCookie);
    expect(replay.headers.location).toBe('/signin/apple?error=expired');
    // And without the browser's key, nothing is even looked up.
    expect((await callback(world, callbackUrl, null)).headers.location).toBe('/signin/apple?error=expired');
  });

  it('refuses a used code in a new sign-in, even with the verifier and nonce it was issued for: the provider will not redeem it twice', async () => {
    const first = await signInWith(world, 'apple', { login: uniqueLogin() });
    const { rows } = await world.product.db.query<{ code_verifier: string; nonce: string }>('SELECT code_verifier, nonce FROM product.identity_sign_ins WHERE browser_key_hash = $1', [
      keyHashOf(first.browserCookie),
    ]);
    const second = await startSignIn(world, 'apple');
    await world.product.db.query('UPDATE product.identity_sign_ins SET code_verifier = $2, nonce = $3 WHERE browser_key_hash = $1', [
      keyHashOf(second.browserCookie),
      rows[0]!.code_verifier,
      rows[0]!.nonce,
    ]);
    const replayed = new URL(first.callbackUrl);
    replayed.searchParams.set('state', second.authorizationUrl.searchParams.get('state')!);
    expect((await callback(world, replayed, second.browserCookie)).headers.location).toBe('/signin/apple?error=refused');
    expect(await refusalOf(world, second.browserCookie)).toBe('code');
  });

  it('refuses a code presented with another sign-in\'s PKCE verifier', async () => {
    const stolen = await startSignIn(world, 'snapchat');
    const stolenCallback = await answerAtProvider(stolen.authorizationUrl, { login: uniqueLogin('snap.example') });
    const attacker = await startSignIn(world, 'snapchat');
    stolenCallback.searchParams.set('state', attacker.authorizationUrl.searchParams.get('state')!);
    expect((await callback(world, stolenCallback, attacker.browserCookie)).headers.location).toBe('/signin/snapchat?error=refused');
    expect(await refusalOf(world, attacker.browserCookie)).toBe('code');
  });

  it('says cancelled when the viewer cancels at the provider, and keeps where they were going', async () => {
    const { browserCookie, authorizationUrl } = await startSignIn(world, 'snapchat', { next: '/premium' });
    const callbackUrl = await answerAtProvider(authorizationUrl, 'cancel');
    expect((await callback(world, callbackUrl, browserCookie)).headers.location).toBe(`/signin/snapchat?error=cancelled&next=${encodeURIComponent('/premium')}`);
    expect(await refusalOf(world, browserCookie)).toBe('cancelled');
  });

  it('hands the session over once', async () => {
    const { browserCookie, authorizationUrl } = await startSignIn(world, 'apple');
    const callbackUrl = await answerAtProvider(authorizationUrl, { login: uniqueLogin() });
    await callback(world, callbackUrl, browserCookie);
    expect((await takeSession(world, browserCookie)).statusCode).toBe(200);
    const again = await takeSession(world, browserCookie);
    expect(again.statusCode).toBe(401);
    expect(failure(again).messageKey).toBe('auth.identitySignInExpired');
  });

  it('refuses to start with a next address off the site, or an unknown provider', async () => {
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await world.product.app.inject({ method: 'GET', url: API_PATHS.identitySignInStart('apple'), query: { next }, remoteAddress: uniqueIp() });
      expect(response.statusCode, next).toBe(400);
      expect(failure(response).fields).toEqual(['query.next']);
    }
    const unknown = await world.product.app.inject({ method: 'GET', url: API_PATHS.identitySignInStart('facebook'), remoteAddress: uniqueIp() });
    expect(unknown.statusCode).toBe(400);
  });

  it('sends the browser back saying unavailable when the provider cannot be reached', async () => {
    const offline = await startTestProduct({
      hostAppOrigin: 'http://localhost:3000',
      identityProviders: { apple: { issuer: 'http://127.0.0.1:9/idp/apple', clientId: 'product-site', clientSecret: 'x'.repeat(32) }, snapchat: null },
    });
    try {
      const apple = await offline.app.inject({ method: 'GET', url: API_PATHS.identitySignInStart('apple'), query: { locale: 'ar' }, remoteAddress: uniqueIp() });
      expect(apple.headers.location).toBe('/ar/signin/apple?error=unavailable');
      const snapchat = await offline.app.inject({ method: 'GET', url: API_PATHS.identitySignInStart('snapchat'), remoteAddress: uniqueIp() });
      expect(snapchat.headers.location).toBe('/signin/snapchat?error=unavailable');
    } finally {
      await offline.close();
    }
  });
});

it('registers the API\'s own callback with the providers', () => {
  for (const provider of IDENTITY_PROVIDERS) expect(signInCallbackPath(provider)).toBe(API_PATHS.identitySignInCallback(provider));
});
