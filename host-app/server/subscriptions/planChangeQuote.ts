import { PLAN_CURRENCY, PLAN_DEFINITIONS, type BillingPlanKey } from '../../contract/payments/paymentConstants';
import type { PlanChangeQuote, PlanChangeTarget } from '../../contract/subscriptions/subscriptionTypes';
import { addMonths } from './billingPeriod';

/** The current paid period of a renewing subscription, as the quote needs it. */
export interface CurrentPeriod {
  plan: BillingPlanKey;
  startedAt: Date;
  endsAt: Date;
}

/**
 * The credit for the part of the current period not yet used, pro rata by the second:
 * price × unused seconds ÷ period seconds, in minor units. Partial seconds count as unused and
 * the credit is rounded up, so any rounding is in the customer's favour.
 */
export function unusedCredit(period: CurrentPeriod, now: Date): number {
  const price = PLAN_DEFINITIONS[period.plan].amount;
  const periodSeconds = Math.max(1, Math.floor((period.endsAt.getTime() - period.startedAt.getTime()) / 1000));
  const unusedSeconds = Math.min(periodSeconds, Math.max(0, Math.ceil((period.endsAt.getTime() - now.getTime()) / 1000)));
  // Integers only (at most price × seconds in a year, far below 2^53): ceil(a ÷ b) = floor((a + b − 1) ÷ b).
  return Math.floor((price * unusedSeconds + periodSeconds - 1) / periodSeconds);
}

/**
 * What moving to `target` does. Monthly → yearly upgrades now: the yearly price less the unused
 * monthly credit, and a yearly period from now. Yearly → monthly waits for the period end, when
 * the renewal charges the monthly price; nothing is refunded. Null when `target` is the current
 * plan's period.
 */
export function quotePlanChange(period: CurrentPeriod, target: PlanChangeTarget, now: Date): PlanChangeQuote | null {
  const current = PLAN_DEFINITIONS[period.plan];
  const next = PLAN_DEFINITIONS[target];
  if (current.period === next.period) return null;
  if (next.months > current.months) {
    const credit = Math.min(next.amount, unusedCredit(period, now));
    return {
      kind: 'upgrade',
      fromPlan: period.plan,
      toPlan: target,
      amount: next.amount - credit,
      credit,
      currency: PLAN_CURRENCY,
      effectiveAt: now.toISOString(),
      periodEndsAt: addMonths(now, next.months).toISOString(),
    };
  }
  return {
    kind: 'downgrade',
    fromPlan: period.plan,
    toPlan: target,
    amount: next.amount,
    credit: 0,
    currency: PLAN_CURRENCY,
    effectiveAt: period.endsAt.toISOString(),
    periodEndsAt: period.endsAt.toISOString(),
  };
}
