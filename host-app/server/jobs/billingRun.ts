import type { BillingRunReport } from '../../contract/subscriptions/billingRunTypes';
import type { ProductContext } from '../context';
import { deleteReplacedCards } from '../subscriptions/cardUpdate';
import { runPaymentReconciliation } from '../webhooks';
import { endLapsedPeriods } from './periodEnds';
import { finishPlanChangeCharges } from './planChangeCharges';
import { chargeRenewals } from './renewals';
import { chargeEndedTrials } from './trialCharges';

/** Limits a run to one subscriber, so parallel tests do not bill each other's subscriptions. */
export interface BillingRunScope {
  subscriberId?: string;
}

/** A job that runs once in every billing run, as of the run's instant. */
export interface BillingJob {
  name: string;
  run(context: ProductContext, asOf: Date, only: BillingRunScope): Promise<unknown>;
}

/**
 * Jobs that run after the billing jobs in every billing run: reconciling payments still pending
 * with the provider belongs here. Each is safe to run in several processes at once.
 */
export const FOLLOW_UP_BILLING_JOBS: readonly BillingJob[] = [
  { name: 'reconciliation', run: (context, asOf, only) => runPaymentReconciliation(context, asOf, only) },
  { name: 'planChangeCharges', run: (context, asOf, only) => finishPlanChangeCharges(context, asOf, only) },
  // Last: the charges above may have been what held a replaced card's deletion back.
  { name: 'replacedCards', run: (context, asOf, only) => deleteReplacedCards(context, asOf, only) },
];

/**
 * Every billing job once, as of `asOf`, in the order a subscription moves through them: trials
 * that ended are charged, periods that ended are renewed (declined renewals retried when due),
 * then past-due subscriptions whose grace ran out end. The scheduler runs it with the clock,
 * tests with any instant.
 */
export async function runBillingJobs(
  context: ProductContext,
  asOf: Date,
  only: BillingRunScope = {},
  followUps: readonly BillingJob[] = FOLLOW_UP_BILLING_JOBS,
): Promise<BillingRunReport> {
  const trialCharges = await chargeEndedTrials(context, asOf, only);
  const renewals = await chargeRenewals(context, asOf, only);
  const periodEnds = await endLapsedPeriods(context, asOf, only);
  const others: Record<string, unknown> = {};
  for (const job of followUps) others[job.name] = await job.run(context, asOf, only);
  return { asOf: asOf.toISOString(), trialCharges, renewals, periodEnds, others };
}
