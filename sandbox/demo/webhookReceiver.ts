import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { parseInput, resourceIdSchema } from '../http/validation';
import { deepJsonError, jsonNestedDeeperThan, MAX_JSON_DEPTH } from '../http/jsonDepth';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from '../provider/webhooks/signature';
import type { OrderBook } from './orders';
import { checkWebhookSignature } from './webhookSignature';

export const DEMO_WEBHOOK_PATH = '/demo/api/webhooks';

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ executionId: z.string(), merchantReference: z.string(), status: z.string() }),
});

/**
 * The shop's endpoint: registered with the provider once (the secret comes back then and only
 * then), and re-registered by a new process, which deletes the ones it no longer has secrets for.
 */
export class DemoWebhookEndpoint {
  #registration: Promise<string> | undefined;
  #secret: string | undefined;

  get secret(): string | undefined {
    return this.#secret;
  }

  /** Registers once per process; a failure is forgotten, so the next checkout tries again. */
  ensureRegistered(providerUrl: string, secretKey: string): Promise<string> {
    this.#registration ??= this.#register(providerUrl, secretKey).catch((error: unknown) => {
      this.#registration = undefined;
      throw error;
    });
    return this.#registration;
  }

  async #register(providerUrl: string, secretKey: string): Promise<string> {
    const url = `${providerUrl}${DEMO_WEBHOOK_PATH}`;
    const headers = { Authorization: `Bearer ${secretKey}`, Accept: 'application/json' };
    const listed = await fetch(`${providerUrl}/v1/webhook-endpoints`, { headers, signal: AbortSignal.timeout(10_000) });
    if (!listed.ok) throw new Error(`listing webhook endpoints answered HTTP ${listed.status}`);
    const { endpoints } = (await listed.json()) as { endpoints: { id: string; url: string }[] };
    for (const stale of endpoints.filter((endpoint) => endpoint.url === url)) {
      await fetch(`${providerUrl}/v1/webhook-endpoints/${stale.id}`, { method: 'DELETE', headers, signal: AbortSignal.timeout(10_000) });
    }
    const created = await fetch(`${providerUrl}/v1/webhook-endpoints`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, events: ['payment.*'] }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!created.ok) throw new Error(`registering the webhook endpoint answered HTTP ${created.status}`);
    const { secret } = (await created.json()) as { secret: string };
    this.#secret = secret;
    return secret;
  }
}

/** Where webhooks arrive (signature and timestamp checked on the raw body) and where the shop's orders are read. */
export function registerDemoWebhookRoutes(app: FastifyInstance, context: SandboxContext, endpoint: DemoWebhookEndpoint, orders: OrderBook): void {
  // Its own scope: the signature covers the exact bytes, so this route reads the body unparsed.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) done(deepJsonError(), undefined);
      else done(null, body);
    });
    scope.post(DEMO_WEBHOOK_PATH, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const secret = endpoint.secret;
      if (secret === undefined) throw new ApiError(400, 'UNKNOWN_ENDPOINT', 'This shop has not registered a webhook endpoint in this process', [WEBHOOK_SIGNATURE_HEADER]);
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
      const check = checkWebhookSignature(secret, typeof header === 'string' ? header : undefined, rawBody, Math.floor(context.clock().getTime() / 1000), WEBHOOK_TOLERANCE_SECONDS);
      if (!check.ok) throw new ApiError(400, 'INVALID_SIGNATURE', `Webhook refused: ${check.problem}`, [WEBHOOK_SIGNATURE_HEADER]);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new ApiError(400, 'MALFORMED_JSON', 'The body is not valid JSON', ['body']);
      }
      const event = parseInput(eventSchema, parsed, 'body');
      orders.confirm(event.data.executionId, event.data.merchantReference, event.data.status, 'webhook', event.id);
      return reply.status(204).send();
    });
  });

  app.get('/demo/api/orders/:executionId', async (request, reply) => {
    const { executionId } = parseInput(z.strictObject({ executionId: resourceIdSchema }), request.params, 'params');
    const order = orders.find(executionId);
    if (!order) throw notFound(`Order for ${executionId}`);
    return reply.header('Cache-Control', 'no-store').send(order);
  });
}
