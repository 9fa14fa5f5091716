import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeInitResponse } from '../../../headless/core/session/decodeInitResponse';
import { PROVIDER_ORIGIN, SDK_SOURCE, VAULT_ORIGIN, createSession, useTestSandbox } from '../helpers';

const t = useTestSandbox();

describe('SDK bundle', () => {
  it('serves the versioned bundle with CORS and an immutable cache', async () => {
    const response = await t.provider.inject({ method: 'GET', url: '/sdk/5.29.3/payment-client.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SDK_SOURCE);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the unversioned bundle with no-cache', async () => {
    const response = await t.provider.inject({ method: 'GET', url: '/sdk/payment-client.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SDK_SOURCE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON when the bundle is not built', async () => {
    const original = t.sandbox.context.distDir;
    t.sandbox.context.distDir = '/nonexistent-dist';
    try {
      const response = await t.provider.inject({ method: 'GET', url: '/sdk/payment-client.js' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'SDK_NOT_BUILT' });
    } finally {
      t.sandbox.context.distDir = original;
    }
  });
});

describe('API CORS', () => {
  it('answers preflights for the browser API', async () => {
    const response = await t.provider.inject({
      method: 'OPTIONS',
      url: '/v1/executions/exe_x/authorize',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, Idempotency-Key, X-Client-Version, X-Client-Type, X-Api-Version',
    );
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Request-Id');
  });

  it('adds CORS to API errors too, so the SDK can read them', async () => {
    const response = await t.provider.inject({ method: 'POST', url: '/v1/bin-lookup', payload: { bin: '424242' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('POST /v1/bin-lookup', () => {
  it.each([
    ['42424242', { bin: '42424242', network: 'visa', issuerCountry: { code: 'US' }, fundingType: 'credit' }],
    ['378282', { bin: '378282', network: 'amex', issuerCountry: { code: 'US' }, fundingType: 'credit' }],
    ['40000826', { bin: '40000826', network: 'visa', issuerCountry: { code: 'GB' }, fundingType: 'credit' }],
    ['99999999', { bin: '99999999', issuerCountry: { code: 'US' }, fundingType: 'credit' }],
  ])('looks up %s', async (bin, expected) => {
    const session = await createSession(t.provider);
    const response = await t.provider.inject({ method: 'POST', url: '/v1/bin-lookup', headers: { authorization: `Bearer ${session.token}` }, payload: { bin } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each([['42424'], ['424242424'], ['4242-424']])('refuses bin %s with 400', async (bin) => {
    const session = await createSession(t.provider);
    const response = await t.provider.inject({ method: 'POST', url: '/v1/bin-lookup', headers: { authorization: `Bearer ${session.token}` }, payload: { bin } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: ['bin'] });
  });
});

describe('merchant demo', () => {
  it('templates the SRI hash of the served bundle and sends the merchant CSP', async () => {
    const page = await t.provider.inject({ method: 'GET', url: '/demo/' });
    expect(page.statusCode).toBe(200);
    const bundle = await t.provider.inject({ method: 'GET', url: '/sdk/5.29.3/payment-client.js' });
    const expected = `sha384-${createHash('sha384').update(bundle.rawPayload).digest('base64')}`;
    expect(page.body).toContain(`<script src="/sdk/5.29.3/payment-client.js" integrity="${expected}" crossorigin="anonymous"></script>`);
    expect(page.body).toContain('<div id="checkout"></div>');
    expect(page.body).toContain('<script type="module" src="/demo/checkout.js"></script>');
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${PROVIDER_ORIGIN}; frame-src ${VAULT_ORIGIN} ${PROVIDER_ORIGIN}; connect-src 'self' ${PROVIDER_ORIGIN} ${VAULT_ORIGIN}; ` +
        `style-src 'self'; img-src 'self' data: ${VAULT_ORIGIN}; frame-ancestors 'self'`,
    );
  });

  it('serves checkout.js and its modules as JavaScript that asks our server for a session and mounts the card form', async () => {
    const script = await t.provider.inject({ method: 'GET', url: '/demo/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const server = await t.provider.inject({ method: 'GET', url: '/demo/checkout/shopServer.js' });
    expect(server.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(server.body).toContain("fetch('/demo/api/checkout'");
    const mount = await t.provider.inject({ method: 'GET', url: '/demo/checkout/mountIntegration.js' });
    expect(mount.body).toContain(".mount('#checkout')");
  });

  it('creates a session over real HTTP for the page origin', async () => {
    await t.provider.listen({ host: '127.0.0.1', port: 0 });
    const response = await t.provider.inject({ method: 'POST', url: '/demo/api/checkout', headers: { origin: 'http://127.0.0.1:4000' } });
    expect(response.statusCode).toBe(200);
    const session = decodeInitResponse(response.json());
    expect(session.amount).toEqual({ value: 800, currency: 'EUR' });
    expect(session.allowedOrigins).toEqual(['http://127.0.0.1:4000', PROVIDER_ORIGIN]);
    expect(session.execution.merchantReference).toMatch(/^order-/);

    const foreign = await t.provider.inject({ method: 'POST', url: '/demo/api/checkout', headers: { origin: 'https://evil.example' } });
    expect(decodeInitResponse(foreign.json()).allowedOrigins).toEqual([PROVIDER_ORIGIN]);
  });
});
