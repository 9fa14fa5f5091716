import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { createSandbox } from '../../../../sandbox/createSandbox';
import { generateKeyMaterial } from '../../../../sandbox/keys/keyMaterial';
import { deliverDueWebhooks, runWebhookRound } from '../../../../sandbox/provider/webhooks/dispatcher';
import { signatureHeader, WEBHOOK_TOLERANCE_SECONDS } from '../../../../sandbox/provider/webhooks/signature';
import { MERCHANT_KEY, authorizeBody, authorizeRequest, card, createSession, startTestSandbox, tokenize, type TestSandbox } from '../../helpers';
import { openTestDatabase } from '../../../support/testDatabase';

const WEBHOOK_PATH = '/demo/api/webhooks';

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The network between the provider and the demo shop: it passes every request through, except
 * that the shop's webhook endpoint is down for the first two deliveries (a 500, then a dropped
 * connection).
 */
async function startFlakyNetwork(): Promise<{ url: string; server: Server; setTarget(url: string): void; webhooksSeen: () => number }> {
  let target = '';
  let webhooks = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.url === WEBHOOK_PATH && request.method === 'POST') {
        webhooks += 1;
        if (webhooks === 1) return response.writeHead(500).end();
        if (webhooks === 2) return request.socket.destroy();
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !['host', 'content-length', 'connection'].includes(entry[0])),
      );
      const answer = await fetch(`${target}${request.url}`, { method: request.method, headers, ...(body.length > 0 ? { body: new Uint8Array(body) } : {}) });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    setTarget: (url) => (target = url),
    webhooksSeen: () => webhooks,
  };
}

interface Delivery {
  eventType: string;
  executionId: string;
  status: string;
  attemptCount: number;
  attempts: { attempt: number; statusCode: number | null; error: string | null }[];
}

describe('webhooks to the demo shop', () => {
  let t: TestSandbox;
  let network: Awaited<ReturnType<typeof startFlakyNetwork>>;

  beforeAll(async () => {
    network = await startFlakyNetwork();
    // The real clock and short delays: retries after 20 ms, then 40 ms. The test runs the rounds
    // itself, so a busy machine delays them no more than the test's own steps; the background timer
    // that runs them in a real server is proven end to end (merchantQuickstart.spec.ts).
    t = await startTestSandbox({ clock: () => new Date(), settleDelayMs: 50, webhookIntervalMs: 0, webhookRetryBaseMs: 20, providerInternalUrl: network.url });
    await t.provider.listen({ host: '127.0.0.1', port: 0 });
    network.setTarget(`http://127.0.0.1:${(t.provider.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await t?.close();
    network?.server.close();
  });

  async function demoEndpoint(): Promise<{ id: string; secret: string }> {
    const { rows } = await t.db.query<{ id: string; secret: string }>('SELECT id, secret FROM provider.webhook_endpoints WHERE url = $1 AND deleted_at IS NULL', [
      `${network.url}${WEBHOOK_PATH}`,
    ]);
    if (!rows[0]) throw new Error('the demo has not registered its endpoint');
    return rows[0];
  }

  async function deliveryLog(endpointId: string): Promise<Delivery[]> {
    const response = await t.provider.inject({ method: 'GET', url: `/v1/webhook-endpoints/${endpointId}/deliveries`, headers: { authorization: `Bearer ${MERCHANT_KEY}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().deliveries as Delivery[];
  }

  it('delivers payment.authorized on the third attempt after the endpoint was down twice, logs every attempt, and the shop confirms the order from it', async () => {
    // The shop's checkout registers its endpoint and opens the order; nobody reads the payment after paying.
    const checkout = await t.provider.inject({ method: 'POST', url: '/demo/api/checkout', headers: { origin: 'http://localhost:4000' } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const session = decodeInitResponse(checkout.json());
    const executionId = session.execution.id;
    expect(checkout.json().executionId).toBe(executionId);
    const { tokens } = await tokenize(t.vault, session, card('4242424242424242'));
    expect((await authorizeRequest(t.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);

    const endpoint = await demoEndpoint();
    await expect
      .poll(
        async () => {
          await runWebhookRound(t.sandbox.context);
          return (await deliveryLog(endpoint.id)).find((delivery) => delivery.executionId === executionId)?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('delivered');
    const [delivery] = (await deliveryLog(endpoint.id)).filter((entry) => entry.executionId === executionId);
    expect(delivery).toMatchObject({ eventType: 'payment.authorized', attemptCount: 3 });
    expect(delivery!.attempts, JSON.stringify(delivery)).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 500, error: 'HTTP 500' }),
      expect.objectContaining({ attempt: 2, statusCode: null }),
      expect.objectContaining({ attempt: 3, statusCode: 204, error: null }),
    ]);
    expect(network.webhooksSeen()).toBe(3);

    const order = await t.provider.inject({ method: 'GET', url: `/demo/api/orders/${executionId}` });
    expect(order.json()).toMatchObject({ executionId, status: 'authorizeSuccessful', confirmedBy: ['webhook'] });
  });

  it('the shop refuses a forged signature and a replayed old timestamp with 400, and accepts a fresh one', async () => {
    const { secret } = await demoEndpoint();
    const session = await createSession(t.provider, { merchantReference: 'order-forged' });
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment.authorized', createdAt: new Date().toISOString(), data: { executionId: session.execution.id, merchantReference: 'order-forged', status: 'authorizeSuccessful' } });
    const post = (signature: string) =>
      t.provider.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'payment-signature': signature }, payload: body });
    const now = Math.floor(Date.now() / 1000);

    const forged = await post(signatureHeader('whsec_not_the_shops', now, body));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE', message: expect.stringContaining('does not match') });
    const replayed = await post(signatureHeader(secret, now - WEBHOOK_TOLERANCE_SECONDS - 60, body));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE', message: expect.stringContaining('replay') });
    expect((await post('t=1,v1=zz')).statusCode).toBe(400);
    expect((await t.provider.inject({ method: 'GET', url: `/demo/api/orders/${session.execution.id}` })).statusCode).toBe(404);

    expect((await post(signatureHeader(secret, now, body))).statusCode).toBe(204);
    expect((await t.provider.inject({ method: 'GET', url: `/demo/api/orders/${session.execution.id}` })).json()).toMatchObject({ confirmedBy: ['webhook'] });
  });
});

describe('deliveries survive a restart', () => {
  it('a delivery left pending by one server is sent by the next one on the same database', async () => {
    const db = await openTestDatabase();
    const received: string[] = [];
    let up = false;
    const endpoint = createServer((request, response) => {
      void readBody(request).then((body) => {
        if (!up) return response.writeHead(503).end();
        received.push(body.toString('utf8'));
        return response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hooks`;
    const keys = generateKeyMaterial();
    const options = { db, keys, environment: 'test' as const, cvcSweepIntervalMs: 0, merchantSecretKey: MERCHANT_KEY, settleDelayMs: 0, webhookRetryBaseMs: 10, providerOrigin: 'http://localhost:4000', vaultOrigin: 'http://127.0.0.1:4100' };
    try {
      const first = await createSandbox({ ...options, webhookIntervalMs: 0 });
      const registered = await first.provider.inject({ method: 'POST', url: '/v1/webhook-endpoints', headers: { authorization: `Bearer ${MERCHANT_KEY}` }, payload: { url, events: ['payment.authorized'] } });
      expect(registered.statusCode, registered.body).toBe(201);
      expect(registered.json().secret).toMatch(/^whsec_/);
      const session = await createSession(first.provider);
      const { tokens } = await tokenize(first.vault, session, card('4242424242424242'));
      expect((await authorizeRequest(first.provider, session, authorizeBody(session, tokens))).statusCode).toBe(202);
      // The read applies the outcome (settle delay 0) and records the event; the one attempt fails.
      await first.provider.inject({ method: 'GET', url: `/v1/payments/${session.execution.id}`, headers: { authorization: `Bearer ${MERCHANT_KEY}` } });
      expect(await deliverDueWebhooks(first.context)).toBe(1);
      await first.close();
      const { rows } = await db.query<{ status: string; attempt_count: number }>('SELECT status, attempt_count FROM provider.webhook_deliveries');
      expect(rows).toEqual([{ status: 'pending', attempt_count: 1 }]);

      up = true;
      const second = await createSandbox({ ...options, webhookIntervalMs: 0 });
      try {
        await expect
          .poll(
            async () => {
              await runWebhookRound(second.context);
              return received.length;
            },
            { timeout: 10_000 },
          )
          .toBe(1);
        expect(JSON.parse(received[0]!)).toMatchObject({ type: 'payment.authorized', data: { executionId: session.execution.id, status: 'authorizeSuccessful' } });
      } finally {
        await second.close();
      }
    } finally {
      endpoint.close();
      await db.close();
    }
  });
});
