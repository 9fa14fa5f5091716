import type { PeriodEndReport } from '../../contract/subscriptions/billingRunTypes';
import { sendBillingNotice } from '../billing/billingNotices';
import type { ProductContext } from '../context';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { GRACE_PERIOD_DAYS } from '../subscriptions/dunning';

/**
 * The period-end job: a past-due subscription whose grace ran out without a successful renewal
 * (a hard decline is never retried) ends, so nothing more is charged and VIP stays off.
 */
export async function endLapsedPeriods(context: ProductContext, now: Date, only?: { subscriberId?: string }): Promise<PeriodEndReport> {
  const { rows: lapsed } = await context.db.query<{ id: string; subscriber_id: string }>(
    `SELECT id, subscriber_id FROM product.subscriptions
     WHERE status = 'past_due' AND past_due_since + make_interval(days => $3) <= $1 AND ($2::text IS NULL OR subscriber_id = $2)
     ORDER BY past_due_since, id`,
    [now.toISOString(), only?.subscriberId ?? null, GRACE_PERIOD_DAYS],
  );
  const report: PeriodEndReport = { ended: [] };
  for (const row of lapsed) {
    const ended = await context.db.transaction(async (tx) => {
      // The renewal job takes the same lock: a retry in flight finishes first, and a recovered subscription is left alone.
      await lockSubscriberPayments(tx, row.subscriber_id);
      const { rows } = await tx.query(
        `UPDATE product.subscriptions SET status = 'ended', auto_renew = false, past_due_since = NULL, next_renewal_at = NULL, ended_at = $2, updated_at = $2
         WHERE id = $1 AND status = 'past_due' AND past_due_since + make_interval(days => $3) <= $2 RETURNING id`,
        [row.id, now.toISOString(), GRACE_PERIOD_DAYS],
      );
      return rows.length > 0;
    });
    if (!ended) continue;
    report.ended.push(row.id);
    await sendBillingNotice(context, row.subscriber_id, 'subscriptionEnded', {}, now);
  }
  return report;
}
