import type { ProductContext } from '../context';
import { ensureWebhookEndpoint, providerWebhookUrl } from './webhookEndpointRegistration';

/** How long after a failed registration (the provider was not up yet) it is tried again. */
export const REGISTRATION_RETRY_MS = 60_000;

/**
 * At start-up, registers the webhook endpoint with the provider (once per environment: several
 * API processes may each run this, and registration is claimed in the database). A registration
 * that failed, or that another process was making, is tried again until this process sees the
 * endpoint registered. Reconciliation, the fallback for events that never arrive, runs with the
 * billing jobs (jobs/billingRun.ts FOLLOW_UP_BILLING_JOBS).
 */
export function startProviderWebhooks(context: ProductContext, retryMs = REGISTRATION_RETRY_MS): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const register = async (): Promise<void> => {
    try {
      const registration = await ensureWebhookEndpoint(context);
      if (registration.outcome === 'registered') console.log(`host app: webhook endpoint ${providerWebhookUrl(context)} registered with the provider`);
      // Another process is registering it: it may fail, so look again later.
      if (registration.outcome !== 'registeringElsewhere') return;
    } catch (error) {
      console.error('host app: the webhook endpoint could not be registered; reconciliation settles payments meanwhile and registration is tried again', error);
    }
    if (stopped) return;
    timer = setTimeout(() => void (running = register()), retryMs);
    timer.unref();
  };
  let running = register();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
