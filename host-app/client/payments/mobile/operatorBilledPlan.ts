import type { BillingPlan } from '../../../contract/payments/paymentTypes';

/** The plan as the country's operators bill it: their amount and currency, where they have their own. */
export const operatorBilledPlan = (plan: BillingPlan): BillingPlan =>
  plan.operatorPrice ? { ...plan, amount: plan.operatorPrice.amount, currency: plan.operatorPrice.currency } : plan;
