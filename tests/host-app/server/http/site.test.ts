import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { failure, STAND_IN_PAGE, startTestProduct, type TestProduct } from '../helpers';

describe('the built site and unknown paths', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  it('serves built assets, whose names carry their hash, as immutable for a year', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('console.log("app")');
  });

  it('renders every page navigation on the server, for browsers and for clients that accept anything', async () => {
    for (const [path, accept] of [
      ['/', 'text/html,application/xhtml+xml'],
      ['/premium', '*/*'],
      ['/profile-settings/subscription', 'text/html'],
      ['/adsjourney/redirect3ds?email=a%40b.com', 'text/html'],
    ] as const) {
      const response = await product.app.inject({ method: 'GET', url: path, headers: { accept } });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toBe(STAND_IN_PAGE(path));
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never renders a page for an API client: no Accept header, or an address under /api/', async () => {
    for (const [path, headers] of [
      ['/somewhere', {}],
      ['/api/v1/nothing', { accept: '*/*' }],
      ['/api/v1/nothing', { accept: 'text/html' }],
    ] as const) {
      const response = await product.app.inject({ method: 'GET', url: path, headers });
      expect(response.statusCode, path).toBe(404);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.EntityNotFound, messageKey: 'notFound.route' });
    }
  });

  it('answers the status the page render gives: 404 for an address no page has', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/missing-page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(STAND_IN_PAGE('/missing-page'));
  });

  it('tags a page with an ETag and answers 304 when it has not changed', async () => {
    const first = await product.app.inject({ method: 'GET', url: '/channels', headers: { accept: 'text/html' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await product.app.inject({ method: 'GET', url: '/channels', headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await product.app.inject({ method: 'GET', url: '/search', headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('answers a JSON 404 for unknown API calls and missing files', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nothing'],
      ['POST', '/premium'],
      ['GET', '/assets/missing.js'],
    ] as const) {
      const response = await product.app.inject({ method, url: path, headers: { accept: path.endsWith('.js') ? 'text/html' : 'application/json' } });
      expect(response.statusCode, path).toBe(404);
      expect(failure(response)).toMatchObject({ errorCode: ResultCode.EntityNotFound, messageKey: 'notFound.route' });
    }
  });

  it('answers a site form the browser posted by itself with the page again, keeping nothing of it', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
    const posted = await product.app.inject({ method: 'POST', url: '/signup?next=%2Fpremium', headers: form, payload: 'email=a%40b.com&password=secret-words' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/signup?next=%2Fpremium');
    expect(posted.body).not.toContain('secret-words');
    // No redirect to another site, and no page for an API client or another kind of body.
    for (const [url, headers] of [
      ['//evil.example/signin', form],
      ['/api/v1/nothing', form],
      ['/signin', { ...form, accept: 'application/json' }],
      ['/signin', { ...form, 'content-type': 'application/json' }],
    ] as const) {
      const response = await product.app.inject({ method: 'POST', url, headers, payload: headers['content-type'] === form['content-type'] ? 'password=x' : '{}' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
    // Browsers read `/\\host` as `//host`. Sent over a socket, as the test client would rewrite it.
    const address = await product.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const request = httpRequest(`${address}/`, { method: 'POST', path: '/\\evil.example/signin', headers: form }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location });
      });
      request.on('error', reject);
      request.end('password=x');
    });
    expect(answer).toEqual({ status: 404, location: undefined });
  });

  it('tags answers with a request id and keeps API answers that are not public reads out of shared caches', async () => {
    // The caller's own address: never public.
    const response = await product.app.inject({ method: 'GET', url: '/api/v1/ip', headers: { 'x-request-id': 'client-chosen-id-1' } });
    expect(response.headers['x-request-id']).toBe('client-chosen-id-1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const unsafe = await product.app.inject({ method: 'GET', url: '/api/v1/auth/otp/countries', headers: { 'x-request-id': 'bad id\u0001' } });
    expect(unsafe.headers['x-request-id']).not.toContain(' ');
    // The sign-in countries are the same for everyone: a public read.
    expect(unsafe.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  });

  it('accepts the custom headers of the product calls', async () => {
    const response = await product.app.inject({
      method: 'GET',
      url: '/media/videos',
      headers: {
        'x-device-id': 'device-123',
        'x-api-key': 'public-key',
        'x-os': 'webEmbedded',
        'x-version': '4.18.1',
        'x-language': 'en',
        'x-geo-continent': 'AS',
        'x-geo-country': 'AE',
        'x-user-id': 'GUEST',
        'x-mcc': '424',
        'x-mnc': '02',
        'x-web-server-ip': '198.51.100.1',
      },
    });
    expect(response.statusCode).toBe(200);
    const badOs = await product.app.inject({ method: 'GET', url: '/media/videos', headers: { 'x-os': 'amiga' } });
    expect(failure(badOs).fields).toEqual(['headers.x-os']);
  });
});
