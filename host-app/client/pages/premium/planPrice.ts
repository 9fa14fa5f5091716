import type { BillingPlan } from '../../../contract/payments/paymentTypes';
import { numberFormat } from '../../i18n/intlFormats';
import type { Locale, Translate } from '../../i18n/translate';

/** A plan amount (minor units) with its currency code, e.g. "AED 60.00"; digits follow the page's language. */
export function formatPlanAmount(amountMinor: number, currency: string, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 2 }).format(amountMinor / 100);
}

export interface PlanPriceTexts {
  /** What is charged each period: the most prominent price. */
  billed: string;
  /** The per-month equivalent of a longer period. */
  perMonth: string | null;
  /** The trial's terms, when the plan has one. */
  trial: string | null;
  /** What the country's operators bill for it on a phone bill, in their currency. */
  operator: string | null;
}

export function planPriceTexts(plan: BillingPlan, locale: Locale, t: Translate): PlanPriceTexts {
  const billed = t(`premium.price.billed.${plan.period}`, { amount: formatPlanAmount(plan.amount, plan.currency, locale) });
  const monthly = formatPlanAmount(Math.round(plan.amount / plan.months), plan.currency, locale);
  return {
    billed,
    perMonth: plan.months > 1 ? t('premium.price.perMonth', { amount: monthly }) : null,
    trial: plan.trialDuration > 0 ? t('premium.price.trial', { count: plan.trialDuration, amount: monthly }) : null,
    operator: plan.operatorPrice ? t('premium.price.operator', { amount: formatPlanAmount(plan.operatorPrice.amount, plan.operatorPrice.currency, locale) }) : null,
  };
}
