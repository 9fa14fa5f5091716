import type { ProductContext } from '../context';
import { runBillingJobs } from './billingRun';

/** How often the API runs the billing jobs: a trial or a period is billed at most this long after it ends. */
export const BILLING_RUN_INTERVAL_MS = 10 * 60_000;

/**
 * Runs every billing job in the API process every `intervalMs`, one run at a time. Several API
 * processes may each run them: the jobs' database claims bill every period once.
 */
export function startBillingSchedule(context: ProductContext, intervalMs = BILLING_RUN_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runBillingJobs(context, context.clock())
      .then((report) => {
        const { trialCharges, renewals, periodEnds } = report;
        const done =
          trialCharges.charged.length + trialCharges.declined.length + trialCharges.retryLater.length +
          renewals.renewed.length + renewals.declined.length + renewals.retryLater.length + periodEnds.ended.length;
        if (done > 0) console.log(`host app: billing run ${JSON.stringify(report)}`);
      })
      .catch((error: unknown) => console.error('host app: the billing run failed; it runs again later', error))
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
