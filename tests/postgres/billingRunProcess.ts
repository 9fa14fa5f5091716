import { runBillingJobs } from '../../host-app/server/jobs/billingRun';
import { createProductContext } from '../../host-app/server/createProductContext';
import { CHARGE_ANSWERED, REPORT_PREFIX } from './processEnvironment';

/**
 * Entry point of a child process: one run of the billing jobs (BILLING_AS_OF, BILLING_SUBSCRIBER_ID)
 * over the product database, printing its report. With STALL_AFTER_CHARGE=1 it stops, for good,
 * the moment the provider's answer to a card-on-file charge has arrived in full: what follows (the
 * record of the charge) never runs, and the test kills it there.
 */

const stallAfterCharge = process.env.STALL_AFTER_CHARGE === '1';

const providerFetch: typeof globalThis.fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!stallAfterCharge || url.pathname !== '/v1/merchant-initiated-charges') return response;
  await response.clone().text();
  console.log(CHARGE_ANSWERED);
  // Keeps the process alive, and the run waiting, until it is killed.
  setInterval(() => undefined, 60_000);
  return new Promise<Response>(() => undefined);
};

async function main(): Promise<void> {
  const asOf = new Date(process.env.BILLING_AS_OF ?? '');
  if (Number.isNaN(asOf.getTime())) throw new Error('BILLING_AS_OF must be an ISO date');
  const context = await createProductContext({ providerFetch });
  const report = await runBillingJobs(context, asOf, { subscriberId: process.env.BILLING_SUBSCRIBER_ID });
  console.log(`${REPORT_PREFIX}${JSON.stringify(report)}`);
  await context.db.close();
}

main().catch((error: unknown) => {
  console.error('billing run failed', error);
  process.exit(1);
});
