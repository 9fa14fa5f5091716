import type { Queryable } from '@payment-client/server-kit/db';
import type { PlanDefinition, PaymentMethodKind } from '../../contract/payments/paymentConstants';
import { addMonths } from './billingPeriod';
import { recordSubscription } from './subscriptionStore';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the subscriber ever had a trial subscription, even a cancelled or ended one. */
export async function hadTrial(db: Queryable, subscriberId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM product.subscriptions WHERE subscriber_id = $1 AND is_trial LIMIT 1', [subscriberId]);
  return rows.length > 0;
}

/** A plan's trial is for subscribers who never had one. */
export async function canBenefitFromTrial(db: Queryable, subscriberId: string, plan: PlanDefinition): Promise<boolean> {
  return plan.trialDuration > 0 && !(await hadTrial(db, subscriberId));
}

export interface PremiumGrant {
  subscriberId: string;
  plan: PlanDefinition;
  paymentMethod: PaymentMethodKind;
  autoRenew: boolean;
  source?: string;
  campaignId?: string;
  influencerId?: string;
  /**
   * Whether this is the plan's free trial. A card checkout decides it before the card is typed
   * (the session is free or paid); left out, an operator or voucher grant decides it here.
   */
  isTrial?: boolean;
  paymentInstrumentId?: string;
}

/**
 * Records the subscription a confirmed payment buys: the plan's trial days when it is the trial,
 * otherwise a paid period. Whether it is the trial is never the browser's word: the card checkout
 * decided it on the server before the card was typed, operator and voucher billing decide it here.
 * Call inside the transaction that marks the payment confirmed.
 */
export async function grantPremium(tx: Queryable, grant: PremiumGrant, now: Date): Promise<string> {
  const isTrial = grant.isTrial ?? (await canBenefitFromTrial(tx, grant.subscriberId, grant.plan));
  const currentPeriodEndsAt = isTrial ? new Date(now.getTime() + grant.plan.trialDuration * DAY_MS) : addMonths(now, grant.plan.months);
  return recordSubscription(
    tx,
    {
      subscriberId: grant.subscriberId,
      plan: grant.plan.billingOption,
      paymentMethod: grant.paymentMethod,
      isTrial,
      autoRenew: grant.autoRenew,
      currentPeriodEndsAt,
      source: grant.source,
      campaignId: grant.campaignId,
      influencerId: grant.influencerId,
      paymentInstrumentId: grant.paymentInstrumentId,
      // A paid period is anchored on the purchase; a trial's anchor is its end, set when it is paid for.
      billingAnchorAt: isTrial ? undefined : now,
    },
    now,
  );
}
