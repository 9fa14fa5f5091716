import { decodeBillingPlan, encodeBillingPlan } from './billingPlanCodec';
import { PLAN_CURRENCY, PLAN_DEFINITIONS, type PlanDefinition, BILLING_PLAN_KEYS } from '../../contract/payments/paymentConstants';
import type { BillingPlan, PlanLookup } from '../../contract/payments/paymentTypes';
import { HOME_COUNTRY_FOR_ISO } from '../../contract/site/markets';
import { SEED_OPERATOR_TARIFFS } from '../content/seedMarkets';
import { wrongInput } from '../http/apiError';

/**
 * Plans (PR-PAY-2) of a country (ISO code): every country is offered the same four, paid by card in
 * AED; each also carries what the country's operators bill for it on a phone bill, in their currency.
 */
export function planLookup(country: string): PlanLookup {
  const tariff = SEED_OPERATOR_TARIFFS[HOME_COUNTRY_FOR_ISO[country] ?? country];
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
      operatorPrice: tariff ? { amount: tariff.amounts[key], currency: tariff.currency } : null,
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
