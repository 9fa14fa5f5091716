import type { ProductContext } from '../context';
import { runPaymentReconciliation } from './paymentReconciliation';
import { ensureWebhookEndpoint, providerWebhookUrl } from './webhookEndpointRegistration';

/** How often the API reconciles open payments: one is settled at most this long after its 10 minutes. */
export const RECONCILIATION_INTERVAL_MS = 5 * 60_000;

/**
 * At start-up, registers the webhook endpoint (once per environment), then runs the
 * reconciliation job every `intervalMs`, one run at a time, like the trial-end job. A registration
 * that failed (the provider was not up yet) is tried again before each run. Several API
 * processes may each run this: registration and settling are both claimed in the database.
 */
export function startProviderWebhooks(context: ProductContext, intervalMs = RECONCILIATION_INTERVAL_MS): { stop(): Promise<void> } {
  let registered = false;
  const register = async () => {
    if (registered) return;
    try {
      const registration = await ensureWebhookEndpoint(context);
      // Another process registering it counts: it finishes the job.
      registered = true;
      if (registration.outcome === 'registered') console.log(`host app: webhook endpoint ${providerWebhookUrl(context)} registered with the provider`);
    } catch (error) {
      console.error('host app: the webhook endpoint could not be registered; reconciliation settles payments meanwhile and registration is tried again', error);
    }
  };

  let running: Promise<void> | null = register();
  void running.finally(() => {
    running = null;
  });
  const run = () => {
    if (running) return;
    running = register()
      .then(() => runPaymentReconciliation(context, context.clock()))
      .then((report) => {
        if (report.settled.length > 0 || report.retryLater.length > 0 || report.inboxEvents > 0) console.log(`host app: payment reconciliation ${JSON.stringify(report)}`);
      })
      .catch((error: unknown) => console.error('host app: payment reconciliation failed; it runs again later', error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
