import type { ProductContext } from '../context';
import { chargeEndedTrials } from './trialCharges';

/** How often the API looks for ended trials: a trial is charged at most this long after it ends. */
export const TRIAL_CHARGE_INTERVAL_MS = 10 * 60_000;

/**
 * Runs the trial-end job in the API process every `intervalMs`, one run at a time. Several API
 * processes may each run it: the job's database claim charges every trial once.
 */
export function startTrialChargeSchedule(context: ProductContext, intervalMs = TRIAL_CHARGE_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = chargeEndedTrials(context, context.clock())
      .then((report) => {
        const done = report.charged.length + report.declined.length;
        if (done > 0 || report.retryLater.length > 0) console.log(`host app: trial charges ${JSON.stringify(report)}`);
      })
      .catch((error: unknown) => console.error('host app: the trial-end job failed; it runs again later', error))
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
