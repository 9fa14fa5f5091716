import type { RenewalReport } from '../../contract/subscriptions/billingRunTypes';
import type { ProductContext } from '../context';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { chargeRenewals } from './renewals';

/**
 * A past-due subscriber just gave a new card (made it the subscription's instrument): the declined
 * renewal is tried again at once rather than at its next retry, even after a hard decline, so
 * Premium recovers while the subscriber is still on the page. Does nothing for any other state.
 */
export async function retryPastDueRenewal(context: ProductContext, subscriberId: string, now: Date): Promise<RenewalReport> {
  await context.db.transaction(async (tx) => {
    await lockSubscriberPayments(tx, subscriberId);
    await tx.query(`UPDATE product.subscriptions SET next_renewal_at = $2, updated_at = $2 WHERE subscriber_id = $1 AND status = 'past_due' AND auto_renew`, [
      subscriberId,
      now.toISOString(),
    ]);
  });
  return chargeRenewals(context, now, { subscriberId });
}
