import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { IdentityProviderName } from '@payment-client/server-kit/identityProviders';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { IdentitySignedIn } from '../../../../host-app/contract/account/identitySignIn';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/helpers';
import { freePort } from '../../../support/freePort';
import { startTestProduct, success, uniqueIp, type TestProduct } from '../helpers';

export const SITE_ORIGIN = 'http://localhost:3000';

/** The product API and a sandbox whose stand-in identity providers listen on an ephemeral port, over real HTTP. */
export interface IdentityWorld {
  product: TestProduct;
  sandbox: TestSandbox;
  providerOrigin: string;
}

export function useIdentityWorld(): IdentityWorld {
  const world = {} as IdentityWorld;
  beforeAll(async () => {
    const port = await freePort();
    world.providerOrigin = `http://localhost:${port}`;
    // The real clock: oidc-provider dates its tokens by it, and openid-client checks them by it.
    world.sandbox = await startTestSandbox({ providerOrigin: world.providerOrigin, productSiteOrigin: SITE_ORIGIN, clock: () => new Date() });
    await world.sandbox.provider.listen({ port, host: '127.0.0.1' });
    world.product = await startTestProduct({ providerOrigin: world.providerOrigin, hostAppOrigin: SITE_ORIGIN });
  });
  afterAll(async () => {
    await world.product?.close();
    await world.sandbox?.close();
  });
  return world;
}

/** What the tester enters on the stand-in's account page. */
export interface ProviderAccount {
  login: string;
  name?: string;
  email?: string;
  emailVerified?: boolean;
  hideEmail?: boolean;
}

/** The cookies a browser keeps for the provider's origin (paths aside: sending one more cookie changes nothing here). */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The site's start: the browser key cookie, and the provider's authorization address it sends the browser to. */
export async function startSignIn(world: IdentityWorld, provider: IdentityProviderName, query: Record<string, string> = {}) {
  const response = await world.product.app.inject({ method: 'GET', url: API_PATHS.identitySignInStart(provider), query, remoteAddress: uniqueIp() });
  expect(response.statusCode, response.body).toBe(303);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return { browserCookie: setCookie.split(';')[0]!, authorizationUrl: new URL(String(response.headers.location)) };
}

/** A browser at the provider: the account page, the form, then the redirects until the one to the site's callback. */
export async function answerAtProvider(authorizationUrl: URL, account: ProviderAccount | 'cancel'): Promise<URL> {
  const jar = new CookieJar();
  const get = async (url: URL) => {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(response);
    return response;
  };
  const toPage = await get(authorizationUrl);
  expect(toPage.status).toBe(303);
  const pageUrl = new URL(toPage.headers.get('location')!, authorizationUrl);
  const page = await get(pageUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post"');
  const form = new URLSearchParams(
    account === 'cancel'
      ? { action: 'cancel' }
      : {
          action: 'continue',
          login: account.login,
          name: account.name ?? '',
          ...(account.email === undefined ? {} : { email: account.email }),
          ...(account.emailVerified === false ? {} : { emailVerified: 'on' }),
          ...(account.hideEmail ? { hideEmail: 'on' } : {}),
        },
  );
  let response = await fetch(pageUrl, { method: 'POST', redirect: 'manual', body: form, headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' } });
  jar.keep(response);
  let location = new URL(response.headers.get('location')!, pageUrl);
  // Through the provider's resume step to the site.
  while (location.origin === authorizationUrl.origin) {
    expect([302, 303]).toContain(response.status);
    response = await get(location);
    location = new URL(response.headers.get('location')!, location);
  }
  return location;
}

/** The provider's redirect arriving at the product API, from the browser holding `browserCookie`. */
export function callback(world: IdentityWorld, callbackUrl: URL, browserCookie: string | null): Promise<LightMyRequestResponse> {
  return world.product.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, headers: browserCookie ? { cookie: browserCookie } : {} });
}

/** The site's page taking the session. */
export function takeSession(world: IdentityWorld, browserCookie: string | null): Promise<LightMyRequestResponse> {
  return world.product.app.inject({
    method: 'POST',
    url: API_PATHS.identitySignInSession,
    remoteAddress: uniqueIp(),
    headers: browserCookie ? { cookie: browserCookie } : {},
    payload: {},
  });
}

/** A whole sign-in as the browser makes it: start, the provider's page, callback, and the session. */
export async function signInWith(world: IdentityWorld, provider: IdentityProviderName, account: ProviderAccount, query: Record<string, string> = {}) {
  const { browserCookie, authorizationUrl } = await startSignIn(world, provider, query);
  const callbackUrl = await answerAtProvider(authorizationUrl, account);
  const returned = await callback(world, callbackUrl, browserCookie);
  expect(returned.statusCode, returned.body).toBe(303);
  const session = await takeSession(world, browserCookie);
  expect(session.statusCode, session.body).toBe(200);
  return { location: String(returned.headers.location), signedIn: success<IdentitySignedIn>(session), callbackUrl, browserCookie };
}

let logins = 0;
/** Distinct per call, so accounts of one test never meet another's. */
export function uniqueLogin(domain = 'example.com'): string {
  logins += 1;
  return `idp${logins}.${Date.now().toString(36)}@${domain}`;
}
