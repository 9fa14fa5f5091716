import type { ProductContext } from '../context';
import { outcomeOfProviderPayment } from '../jobs/chargeCardOnFile';
import { settleRenewalCharge } from '../jobs/renewals';
import { settleTrialCharge } from '../jobs/trialCharges';
import { settleUpgradeCharge } from '../subscriptions/upgradeCharge';
import { ProviderRefusedError, type ProviderPayment } from '../payments/providerClient';
import type { PaymentSettlement } from './settleProviderPayment';

/** Whether a job already recorded the charge's answer: then nothing is asked of the provider. */
async function isRecordedJobCharge(context: ProductContext, executionId: string): Promise<boolean> {
  const { rows } = await context.db.query(
    `SELECT 1 FROM product.renewal_charges WHERE provider_execution_id = $1 UNION ALL SELECT 1 FROM product.trial_charges WHERE provider_execution_id = $1
     UNION ALL SELECT 1 FROM product.plan_change_charges WHERE provider_execution_id = $1 LIMIT 1`,
    [executionId],
  );
  return rows.length > 0;
}

/**
 * Settles a charge made on a card on file (a renewal, the end of a trial, an upgrade) from the
 * provider's record of it, for when the job or the confirm lost its answer, stopped before
 * recording it, or is still waiting for it. The record, read with the merchant key, names the
 * charge by its merchant reference; the event is never taken as proof.
 */
export async function settleCardOnFileCharge(context: ProductContext, executionId: string, now: Date): Promise<PaymentSettlement> {
  if (await isRecordedJobCharge(context, executionId)) return 'final';
  let payment: ProviderPayment;
  try {
    payment = await context.payments.provider.readPayment(executionId);
  } catch (error) {
    // Not a payment the provider holds for this merchant (another merchant's, or no payment at all): not ours.
    if (error instanceof ProviderRefusedError && error.status === 404) return 'notOurs';
    throw error;
  }
  const outcome = outcomeOfProviderPayment(payment);
  // Not decided yet: the event that decides it settles it.
  if (outcome.kind === 'unknown') return 'open';
  const recorded =
    (await settleRenewalCharge(context, payment.merchantReference, payment, outcome)) ??
    (await settleTrialCharge(context, payment.merchantReference, payment, outcome, now)) ??
    (await settleUpgradeCharge(context, payment.merchantReference, payment, outcome, now));
  return recorded === null ? 'notOurs' : 'final';
}
