import { runWebhookRound } from '../../../../sandbox/provider/webhooks/dispatcher';
import { ensureWebhookEndpoint } from '../../../../host-app/server/webhooks';
import { MERCHANT_KEY, startTestSandbox, type TestSandbox } from '../../../sandbox/helpers';
import { freePort } from '../../../support/freePort';
import { startTestProduct, type TestProduct } from '../helpers';
import { SETTLE_DELAY_MS } from '../premiumHelpers';

/** The sandbox provider and the product API, each listening on a port of its own, the provider delivering webhooks to the product. */
export interface WebhookWorld {
  sandbox: TestSandbox;
  product: TestProduct;
  providerOrigin: string;
  productOrigin: string;
}

/** Starts both servers over one clock and registers the product's webhook endpoint, as start-up does. */
export async function startWebhookWorld(clock: () => Date): Promise<WebhookWorld> {
  const providerPort = await freePort();
  const productPort = await freePort();
  const providerOrigin = `http://127.0.0.1:${providerPort}`;
  const productOrigin = `http://127.0.0.1:${productPort}`;
  const sandbox = await startTestSandbox({ providerOrigin, settleDelayMs: SETTLE_DELAY_MS, clock });
  await sandbox.provider.listen({ port: providerPort, host: '127.0.0.1' });
  const product = await startTestProduct({ providerOrigin, providerSecretKey: MERCHANT_KEY, hostAppOrigin: productOrigin, clock, executionPollIntervalMs: 20, maxExecutionReads: 20 });
  await product.app.listen({ port: productPort, host: '127.0.0.1' });
  await ensureWebhookEndpoint(product.context);
  return { sandbox, product, providerOrigin, productOrigin };
}

export async function stopWebhookWorld(world: Partial<WebhookWorld>): Promise<void> {
  await world.product?.close();
  await world.sandbox?.close();
}

/** The provider sends what is due, over HTTP; the product settles after answering, and this waits for that. */
export async function deliverDueWebhooks(world: WebhookWorld): Promise<void> {
  await runWebhookRound(world.sandbox.sandbox.context);
  await world.product.app.providerWebhooks.idle();
}

/** The events the provider recorded for a payment, oldest first, as it sends them (the exact body). */
export async function providerEventsOf(world: WebhookWorld, executionId: string): Promise<{ id: string; type: string; body: string }[]> {
  const { rows } = await world.sandbox.db.query<{ id: string; type: string; payload: unknown }>(
    'SELECT id, type, payload FROM provider.webhook_events WHERE execution_id = $1 ORDER BY created_at, id',
    [executionId],
  );
  return rows.map((row) => ({ id: row.id, type: row.type, body: typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload) }));
}
