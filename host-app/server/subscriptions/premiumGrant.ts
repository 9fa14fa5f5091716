import type { Queryable } from '@payment-client/server-kit/db';
import type { PlanDefinition } from '../../shared/paymentConstants';
import type { PaymentMethodKind } from '../../shared/productConstants';
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

/** Calendar months in UTC: a monthly plan bought on 31 January ends on 3 March, as Date arithmetic does. */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export interface PremiumGrant {
  subscriberId: string;
  plan: PlanDefinition;
  paymentMethod: PaymentMethodKind;
  autoRenew: boolean;
  source?: string;
  campaignId?: string;
  influencerId?: string;
}

/**
 * Records the subscription a confirmed payment buys. A trial plan gives its trial days when the
 * subscriber never had a trial (decided here, never by the browser), otherwise a paid period.
 * Call inside the transaction that marks the payment confirmed.
 */
export async function grantPremium(tx: Queryable, grant: PremiumGrant, now: Date): Promise<string> {
  const isTrial = await canBenefitFromTrial(tx, grant.subscriberId, grant.plan);
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
    },
    now,
  );
}
