import { describe, expect, it } from 'vitest';
import { createProviderClient, ProviderRefusedError, ProviderUnavailableError } from '../../../../host-app/server/payments/providerClient';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** A provider stand-in answering the given statuses in order, recording what was sent. */
function scriptedFetch(statuses: number[]) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers.entries()) });
    const status = statuses.shift() ?? 500;
    if (status === 0) throw new TypeError('fetch failed');
    const body = status < 300 ? { version: 1, data: 'e30=' } : { errorCode: status === 422 ? 'INVALID_INSTRUMENT' : 'SERVICE_UNAVAILABLE', fields: ['x'] };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const session = { amount: { value: 800, currency: 'AED' }, merchantReference: 'pay_1', holderReference: 'sub_1', allowedOrigins: ['http://localhost:3000'], paymentMethods: ['card'] };

describe('provider client', () => {
  it('retries connection errors and 5xx with the same idempotency key and the merchant key', async () => {
    const { fetch, sent } = scriptedFetch([0, 503, 201]);
    const client = createProviderClient({ origin: 'http://provider.test', secretKey: 'sk_test_sandbox', fetch, retryBaseDelayMs: 1 });
    expect(await client.createPaymentSession(session)).toEqual({ version: 1, data: 'e30=' });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.headers['idempotency-key'])).size).toBe(1);
    expect(sent[0]?.headers.authorization).toBe('Bearer sk_test_sandbox');
    expect(client.environment).toBe('TEST');

    // A new operation gets a new key.
    const next = scriptedFetch([201, 201]);
    const other = createProviderClient({ origin: 'http://provider.test', secretKey: 'sk_test_sandbox', fetch: next.fetch });
    await other.createPaymentSession(session);
    await other.createPaymentSession(session);
    expect(next.sent[0]?.headers['idempotency-key']).not.toBe(next.sent[1]?.headers['idempotency-key']);
  });

  it('does not retry a 4xx refusal, and gives up after bounded tries', async () => {
    const refused = scriptedFetch([422, 201]);
    const client = createProviderClient({ origin: 'http://provider.test', secretKey: 'sk_test_sandbox', fetch: refused.fetch, retryBaseDelayMs: 1 });
    await expect(client.createPaymentSession(session)).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(refused.sent).toHaveLength(1);

    const down = scriptedFetch([503, 503, 503, 503]);
    const downClient = createProviderClient({ origin: 'http://provider.test', secretKey: 'sk_test_sandbox', fetch: down.fetch, retryBaseDelayMs: 1 });
    await expect(downClient.listAuthorizations('exe_1')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(down.sent).toHaveLength(3);
  });

  it('never retries an authorize, and sends session tokens only to the provider origin', async () => {
    const failing = scriptedFetch([503, 202]);
    const client = createProviderClient({ origin: 'http://provider.test', secretKey: 'sk_test_sandbox', fetch: failing.fetch, retryBaseDelayMs: 1 });
    await expect(client.authorize('http://provider.test/v1/executions/exe_1/authorize', 'session-token', {})).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(failing.sent).toHaveLength(1);
    expect(failing.sent[0]?.headers['idempotency-key']).toBeTruthy();

    await expect(client.readExecution('https://evil.example/v1/executions/exe_1', 'session-token')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(failing.sent).toHaveLength(1);
  });

  it('voids with the merchant key, retrying with one idempotency key; "nothing to void" is a final answer', async () => {
    const sent: (Sent & { body: string })[] = [];
    const answers: [number, unknown][] = [
      [0, null],
      [503, { errorCode: 'SERVICE_UNAVAILABLE' }],
      [200, { executionId: 'exe_1', voidedAt: '2026-06-01T10:00:00.000Z' }],
      [409, { errorCode: 'NOTHING_TO_VOID' }],
      [200, {}],
    ];
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers.entries()), body: await request.text() });
      const [status, body] = answers.shift() ?? [500, {}];
      if (status === 0) throw new TypeError('fetch failed');
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const client = createProviderClient({ origin: 'http://provider.test', secretKey: 'sk_test_sandbox', fetch, retryBaseDelayMs: 1 });

    expect(await client.voidAuthorization('exe_1')).toEqual({ executionId: 'exe_1', voidedAt: '2026-06-01T10:00:00.000Z' });
    expect(sent).toHaveLength(3);
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual(
      Array.from({ length: 3 }, () => ['POST', 'http://provider.test/v1/payment-sessions/exe_1/void', '{}']),
    );
    expect(sent[0]?.headers.authorization).toBe('Bearer sk_test_sandbox');
    expect(new Set(sent.map((request) => request.headers['idempotency-key'])).size).toBe(1);

    const refusal = await client.voidAuthorization('exe_2').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderRefusedError);
    expect(refusal).toMatchObject({ status: 409, errorCode: 'NOTHING_TO_VOID' });
    expect(sent).toHaveLength(4);
    expect(sent[3]?.headers['idempotency-key']).not.toBe(sent[0]?.headers['idempotency-key']);
  });
});
