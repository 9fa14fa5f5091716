import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { HomeData } from '../../../../host-app/contract/content/contentTypes';
import type { Profile } from '../../../../host-app/contract/account/accountTypes';
import type { ViewerCountry } from '../../../../host-app/contract/site/markets';
import type { PlanLookup } from '../../../../host-app/contract/payments/paymentTypes';
import { countRows, failure, injectAs, signUp, startTestProduct, success, type TestProduct } from '../helpers';

const SAUDI_ADDRESS = '2.88.10.20';
const EGYPT_ADDRESS = '41.33.0.1';

const countryOf = async (app: FastifyInstance, options: Partial<InjectOptions> = {}) =>
  success<ViewerCountry>(await app.inject({ method: 'GET', url: API_PATHS.viewerCountry, ...options }));
const packagesWithoutCountry = (app: FastifyInstance, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url: `${API_PATHS.packages}?isActivated=1`, ...options });

describe('the viewer country behind a proxy whose geo headers are trusted', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ trustedGeoHeaders: { country: 'x-geo-country', continent: 'x-geo-continent' } });
  });
  afterAll(async () => {
    await product.close();
  });

  it('reads the trusted headers, before the address', async () => {
    const country = await countryOf(product.app, { headers: { 'x-geo-country': 'SA', 'x-geo-continent': 'AS' }, remoteAddress: EGYPT_ADDRESS });
    expect(country).toEqual({ country: 'SA', continent: 'AS', source: 'header' });
  });

  it('falls back on the address when the proxy sends none, and never reads X-Forwarded-For from an untrusted peer', async () => {
    expect(await countryOf(product.app, { remoteAddress: SAUDI_ADDRESS })).toMatchObject({ country: 'SA', source: 'ip' });
    expect(await countryOf(product.app, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': SAUDI_ADDRESS } })).toMatchObject({ country: 'AE', source: 'default' });
  });

  it('lets a visitor’s cookie choice win, and a signed-in viewer’s saved choice win over it', async () => {
    const headers = { 'x-geo-country': 'SA', cookie: 'theme=dark; country=KW' };
    expect(await countryOf(product.app, { headers })).toMatchObject({ country: 'KW', source: 'choice' });

    const token = (await signUp(product.app)).token.id;
    const saved = await injectAs(product.app, token, { method: 'POST', url: API_PATHS.profileCountry, payload: { country: 'EG' } });
    expect(success<Profile>(saved).country).toBe('EG');
    expect(success<ViewerCountry>(await injectAs(product.app, token, { method: 'GET', url: API_PATHS.viewerCountry, headers }))).toMatchObject({ country: 'EG', source: 'profile' });

    // Cleared, the lookup decides again.
    await injectAs(product.app, token, { method: 'POST', url: API_PATHS.profileCountry, payload: { country: '' } });
    expect(success<ViewerCountry>(await injectAs(product.app, token, { method: 'GET', url: API_PATHS.viewerCountry, headers: { 'x-geo-country': 'SA' } }))).toMatchObject({ country: 'SA' });
  });

  it('refuses a country that is not a market, writing nothing, and a visitor cannot save one', async () => {
    const token = (await signUp(product.app)).token.id;
    const before = await countRows(product.db);
    const refused = await injectAs(product.app, token, { method: 'POST', url: API_PATHS.profileCountry, payload: { country: 'US' } });
    expect(refused.statusCode).toBe(400);
    expect(failure(refused).messageKey).toBe('country.invalid');
    expect(await countRows(product.db)).toEqual(before);
    expect((await product.app.inject({ method: 'POST', url: API_PATHS.profileCountry, payload: { country: 'SA' } })).statusCode).toBe(401);
  });

  it('answers the country privately: it is this request’s alone', async () => {
    const response = await product.app.inject({ method: 'GET', url: API_PATHS.viewerCountry, headers: { 'x-geo-country': 'SA' } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps plans asked without a country apart per country, public only by the trusted header it varies on', async () => {
    const saudi = await packagesWithoutCountry(product.app, { headers: { 'x-geo-country': 'SA' } });
    const emirati = await packagesWithoutCountry(product.app, { headers: { 'x-geo-country': 'AE' } });
    const saudiAgain = await packagesWithoutCountry(product.app, { headers: { 'x-geo-country': 'SA' } });
    const saudiPlans = success<PlanLookup>(saudi);
    expect(saudiPlans.country).toBe('SA');
    expect(saudiPlans.packages[0]!.operatorPrice).toEqual({ amount: 900, currency: 'SAR' });
    expect(success<PlanLookup>(emirati).packages[0]!.operatorPrice).toEqual({ amount: 800, currency: 'AED' });
    expect(success<PlanLookup>(saudiAgain).country).toBe('SA');
    expect(saudi.headers.etag).not.toBe(emirati.headers.etag);
    expect(saudi.headers['cache-control']).toMatch(/^public/);
    expect(String(saudi.headers.vary)).toMatch(/x-geo-country, Cookie/);

    // Found from the address or a cookie: nothing outside can vary on that, so it is private.
    const byAddress = await packagesWithoutCountry(product.app, { remoteAddress: SAUDI_ADDRESS });
    expect(success<PlanLookup>(byAddress).country).toBe('SA');
    expect(byAddress.headers['cache-control']).toBe('private, no-cache');
    const chosen = await packagesWithoutCountry(product.app, { headers: { 'x-geo-country': 'SA', cookie: 'country=EG' } });
    expect(success<PlanLookup>(chosen).packages[0]!.operatorPrice?.currency).toBe('EGP');
    expect(chosen.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers plans that name their country for that country whatever the viewer’s', async () => {
    const response = await product.app.inject({ method: 'GET', url: `${API_PATHS.packages}?isActivated=1&country=SA`, headers: { 'x-geo-country': 'AE' } });
    expect(success<PlanLookup>(response).country).toBe('SA');
    expect(String(response.headers.vary)).not.toMatch(/x-geo-country/);
  });

  it('lists the Saudi operators on Saudi home data', async () => {
    const home = success<HomeData>(await product.app.inject({ method: 'GET', url: API_PATHS.home('en', 'SA') }));
    expect(home.operators.filter((operator) => operator.isLive).map((operator) => operator.name)).toEqual(['Oasis Mobile', 'Dune Connect']);
  });
});

describe('the viewer country without trusted geo headers', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ trustProxy: true, trustedGeoHeaders: { country: null, continent: null } });
  });
  afterAll(async () => {
    await product.close();
  });

  it('ignores a geo header the deployment does not trust', async () => {
    expect(await countryOf(product.app, { headers: { 'x-geo-country': 'SA' }, remoteAddress: '127.0.0.1' })).toMatchObject({ country: 'AE', source: 'default' });
    const plans = await packagesWithoutCountry(product.app, { headers: { 'x-geo-country': 'SA' } });
    expect(success<PlanLookup>(plans).country).toBe('AE');
  });

  it('reads the client address from X-Forwarded-For when the proxy is trusted', async () => {
    expect(await countryOf(product.app, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': EGYPT_ADDRESS } })).toMatchObject({ country: 'EG', source: 'ip' });
    expect(await countryOf(product.app, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '192.168.1.7' } })).toMatchObject({ country: 'AE', source: 'default' });
  });
});
