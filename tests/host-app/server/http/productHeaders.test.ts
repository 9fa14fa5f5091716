import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_API_VERSION, PRODUCT_HEADERS as SESSION_HEADERS } from 'payment-client/auth-session';
import { SEED_EVENTS } from '../../../../host-app/server/content/seedEvents';
import { callProduct } from '../../../../host-app/client/api/productClient';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { ProductEvent } from '../../../../host-app/contract/content/contentTypes';
import { PRODUCT_HEADERS } from '../../../../host-app/contract/http/headers';
import { API_VERSION } from '../../../../host-app/contract/account/authSession';
import { injectFetch } from '../injectFetch';
import { signUp, startTestProduct, type TestProduct } from '../helpers';

describe('the product request headers', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  it('name each custom header of PR-API-2 once, plus Authorization (PR-AUTH-10)', () => {
    // PR-API-2 lists the headers by meaning; every one has exactly one name, shared by site and server.
    expect(Object.keys(PRODUCT_HEADERS).sort()).toEqual(
      ['authorization', 'deviceId', 'apiKey', 'os', 'version', 'language', 'geoContinent', 'geoCountry', 'forwardedFor', 'requestId', 'userId', 'mobileCountryCode', 'mobileNetworkCode', 'webServerIp'].sort(),
    );
    const names = Object.values(PRODUCT_HEADERS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('are the ones the auth session sends, with the same API version', () => {
    // The session's profile and subscription calls go to the same API; header names compare without case.
    expect(SESSION_HEADERS.apiVersion.toLowerCase()).toBe(PRODUCT_HEADERS.version);
    expect(SESSION_HEADERS.authorization.toLowerCase()).toBe(PRODUCT_HEADERS.authorization);
    expect(PRODUCT_API_VERSION).toBe(API_VERSION);
  });

  it('sent by the site are the ones the server reads: language, request id and bearer token', async () => {
    const { token, subscriber } = await signUp(product.app);
    const { fetch, sent } = injectFetch(product.app);

    const events = await callProduct<ProductEvent[]>({ locale: 'ar', token: null }, { path: API_PATHS.eventsUpcoming }, { baseUrl: 'http://site.test', fetch });
    // The server picked Arabic texts, so it read the language header by the name the site sent it under.
    const titles = events.ok ? events.data.map((event) => event.title) : [];
    expect(titles.length).toBeGreaterThan(0);
    const arabicTitles: string[] = SEED_EVENTS.map((event) => event.title.ar);
    for (const title of titles) expect(arabicTitles).toContain(title);
    expect(sent[0]!.headers).toMatchObject({ [PRODUCT_HEADERS.language]: 'ar', [PRODUCT_HEADERS.version]: API_VERSION, [PRODUCT_HEADERS.os]: 'web' });

    const profile = await callProduct<{ id: string }>({ locale: 'en', token: token.id, userId: subscriber.id }, { path: API_PATHS.profile }, { baseUrl: 'http://site.test', fetch });
    // Only a token read from the Authorization header loads the profile.
    expect(profile).toMatchObject({ ok: true, data: { id: subscriber.id } });
    expect(sent[1]!.headers[PRODUCT_HEADERS.userId]).toBe(subscriber.id);
  });

  it('echo the request id under the same name the site sent it', async () => {
    const answer = await product.app.inject({ method: 'GET', url: API_PATHS.otpCountries, headers: { [PRODUCT_HEADERS.requestId]: 'site-request-0001' } });
    expect(answer.headers[PRODUCT_HEADERS.requestId]).toBe('site-request-0001');
  });

  it('refuse a bad value under the shared OS header name, naming that header', async () => {
    const answer = await product.app.inject({ method: 'GET', url: API_PATHS.videos, headers: { [PRODUCT_HEADERS.os]: 'amiga' } });
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { fields: string[] }).fields).toEqual([`headers.${PRODUCT_HEADERS.os}`]);
  });
});
