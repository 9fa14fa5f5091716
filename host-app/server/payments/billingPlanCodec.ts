import { PLAN_DEFINITIONS, type BillingOption, type PlanDefinition, BILLING_PLAN_KEYS, type BillingPlanKey } from '../../contract/payments/paymentConstants';

/*
 * The encrypted billing plan string (PR-PAY-3): base64 of the plan's plain JSON
 * `{billingOption, price, trialDuration, allowAllUsersToHaveTrial}`, in that key order.
 * btoa/atob work in browsers and in Node; the JSON is ASCII, so no byte juggling is needed.
 */

export function encodeBillingPlan(plan: BillingOption): string {
  const option: BillingOption = {
    billingOption: plan.billingOption,
    price: plan.price,
    trialDuration: plan.trialDuration,
    allowAllUsersToHaveTrial: plan.allowAllUsersToHaveTrial,
  };
  return btoa(JSON.stringify(option));
}

function isPlanKey(value: unknown): value is BillingPlanKey {
  return typeof value === 'string' && (BILLING_PLAN_KEYS as readonly string[]).includes(value);
}

/**
 * The plan an encrypted string names, or null when it is not one of ours: bad base64, bad JSON,
 * an unknown billingOption, or a price or trial that differ from the plan's (a forged discount).
 */
export function decodeBillingPlan(encrypted: string): PlanDefinition | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(encrypted));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const option = parsed as Record<string, unknown>;
  if (!isPlanKey(option.billingOption)) return null;
  const plan = PLAN_DEFINITIONS[option.billingOption];
  const matches =
    Object.keys(option).length === 4 &&
    option.price === plan.price &&
    option.trialDuration === plan.trialDuration &&
    option.allowAllUsersToHaveTrial === plan.allowAllUsersToHaveTrial;
  return matches ? plan : null;
}
