import { decodeBillingPlan, encodeBillingPlan } from '../../shared/billingPlanCodec';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, type PlanDefinition } from '../../shared/paymentConstants';
import type { BillingPlan, PlanLookup } from '../../shared/paymentTypes';
import { BILLING_PLAN_KEYS } from '../../shared/productConstants';
import { wrongInput } from '../http/apiError';

/** Plans (PR-PAY-2); every country is offered the same four, billed in AED. */
export function planLookup(country: string): PlanLookup {
  const packages: BillingPlan[] = BILLING_PLAN_KEYS.map((key) => {
    const plan = PLAN_DEFINITIONS[key];
    return {
      key,
      encryptedBillingPlan: encodeBillingPlan(plan),
      amount: plan.amount,
      currency: PLAN_CURRENCY,
      period: plan.period,
      months: plan.months,
      trialDuration: plan.trialDuration,
    };
  });
  return { country, packages };
}

/** The plan a request names by its encrypted string; a forged or unknown one is a 400 on `field`. */
export function requirePlan(encrypted: string, field: string): PlanDefinition {
  const plan = decodeBillingPlan(encrypted);
  if (!plan) throw wrongInput('payment.planInvalid', [{ field, messageKey: 'payment.planInvalid' }]);
  return plan;
}
