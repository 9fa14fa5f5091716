import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProviderClient } from '../../../../headless/core/api/providerClient';
import { API_VERSION, CLIENT_VERSION } from '../../../../headless/core/api/constants';
import { DEFAULT_RETRY_POLICY } from '../../../../headless/core/api/retryPolicy';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function setup(responses: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleeps: number[] = [];
  const client = createProviderClient({
    getToken: () => 'api-token',
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: async (ms) => void sleeps.push(ms),
  });
  const header = (i: number, name: string) => new Headers(calls[i]!.init.headers).get(name);
  return { client, calls, sleeps, header };
}

describe('providerClient', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the bearer token, versions and client type', async () => {
    const { client, header } = setup([json(200, { ok: true })]);
    await expect(client.request({ method: 'GET', url: 'http://p.test/x' })).resolves.toEqual({ ok: true });
    expect(header(0, 'Authorization')).toBe('Bearer api-token');
    expect(header(0, 'X-Client-Version')).toBe(CLIENT_VERSION);
    expect(header(0, 'X-Api-Version')).toBe(API_VERSION);
    expect(header(0, 'X-Client-Type')).toBe('web');
    expect(header(0, 'Idempotency-Key')).toBeNull();
  });

  it('reuses one idempotency key across retries of one operation, and a new key for the next', async () => {
    const { client, header, calls, sleeps } = setup([json(503, {}), new TypeError('fetch failed'), json(201, { id: 1 }), json(201, { id: 2 })]);
    await client.request({ method: 'POST', url: 'http://p.test/a', body: { a: 1 } });
    await client.request({ method: 'POST', url: 'http://p.test/a', body: { a: 1 } });
    expect(calls).toHaveLength(4);
    const keys = [0, 1, 2, 3].map((i) => header(i, 'Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(sleeps).toHaveLength(2);
  });

  it('backs off exponentially, with jitter within each cap', async () => {
    const { baseDelayMs } = DEFAULT_RETRY_POLICY;
    for (const random of [0, 0.5, 0.999]) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const { client, sleeps } = setup([json(503, {}), json(503, {}), json(200, {})]);
      await client.request({ method: 'GET', url: 'http://p.test/x' });
      expect(sleeps).toHaveLength(2);
      // With the jitter held still, each wait is twice the one before.
      expect(sleeps[1]).toBeCloseTo(2 * sleeps[0]!, -1);
      expect(sleeps[0]).toBeGreaterThanOrEqual(baseDelayMs / 2);
      expect(sleeps[0]).toBeLessThanOrEqual(baseDelayMs);
      expect(sleeps[1]).toBeGreaterThanOrEqual(baseDelayMs);
      expect(sleeps[1]).toBeLessThanOrEqual(2 * baseDelayMs);
    }
  });

  it("maps 401 and 403 to API_UNAUTHORIZED without retrying, reading exactly 'API token is not valid or expired.'", async () => {
    for (const [status, reason] of [
      [401, 'bad token'],
      [403, 'bad scope'],
    ] as const) {
      const { client, calls } = setup([json(status, { message: reason }, { 'X-Request-Id': 'req_9' })]);
      const error = await client.request({ method: 'GET', url: 'http://p.test/x' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentClientError);
      // The request id is kept beside the message, not in it: the spec's text is exact.
      expect(error).toMatchObject({ code: 'API_UNAUTHORIZED', status, requestId: 'req_9', message: 'API token is not valid or expired.', cause: { message: reason } });
      expect(calls).toHaveLength(1);
    }
  });

  it('backs off on 429 longer than on 5xx and reports API_TOO_MANY_REQUESTS when it persists', async () => {
    const { client, sleeps, calls } = setup([json(429, {}), json(429, {}), json(429, { message: 'slow down' })]);
    const error = await client.request({ method: 'GET', url: 'http://p.test/x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'API_TOO_MANY_REQUESTS', message: 'slow down' });
    expect(calls).toHaveLength(3);
    expect(Math.min(...sleeps)).toBeGreaterThanOrEqual(500);
  });

  it('does not retry other 4xx and reports API_UNSUCCESSFUL', async () => {
    const { client, calls } = setup([json(422, { errorCode: 'INVALID_CARD', message: 'card_number is invalid' })]);
    await expect(client.request({ method: 'POST', url: 'http://p.test/x', body: {} })).rejects.toMatchObject({
      code: 'API_UNSUCCESSFUL',
      message: 'card_number is invalid',
    });
    expect(calls).toHaveLength(1);
  });

  it('reports an expired token as a session expiry', async () => {
    const { client } = setup([json(401, { errorCode: 'TOKEN_EXPIRED', message: 'expired' })]);
    await expect(client.request({ method: 'GET', url: 'http://p.test/x' })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'API token is not valid or expired.',
    });
  });

  it('makes one attempt when retries are off', async () => {
    const { client, calls } = setup([json(500, {})]);
    await expect(client.request({ method: 'POST', url: 'http://p.test/x', body: {}, retry: false })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });
});
