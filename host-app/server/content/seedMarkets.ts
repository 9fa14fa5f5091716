import type { BillingPlanKey } from '../../contract/payments/paymentConstants';
import type { Localized } from './localized';

/** Mobile operators for carrier billing, per home country (UK, not GB). Names are fictional. */
export interface SeedOperator {
  id: string;
  country: string;
  name: string;
  isLive: boolean;
}

export const SEED_OPERATORS: readonly SeedOperator[] = [
  { id: 'ae-falcon', country: 'AE', name: 'Falcon Mobile', isLive: true },
  { id: 'ae-pearl', country: 'AE', name: 'Pearl Telecom', isLive: true },
  { id: 'sa-oasis', country: 'SA', name: 'Oasis Mobile', isLive: true },
  { id: 'sa-dune', country: 'SA', name: 'Dune Connect', isLive: true },
  { id: 'sa-palm', country: 'SA', name: 'Palm Wireless', isLive: false },
  { id: 'kw-gulf', country: 'KW', name: 'Gulf Cellular', isLive: true },
  { id: 'kw-bay', country: 'KW', name: 'Bay Mobile', isLive: false },
  { id: 'eg-nile', country: 'EG', name: 'Nile Mobile', isLive: true },
  { id: 'eg-delta', country: 'EG', name: 'Delta Telecom', isLive: false },
  { id: 'uk-thames', country: 'UK', name: 'Thames Mobile', isLive: false },
];

/** Terms shown under the carrier-billing offer; `*` is the fallback for countries without their own text. */
export const SEED_TERMS: ReadonlyArray<{ country: string; text: Localized }> = [
  {
    country: '*',
    text: {
      en: 'Premium renews automatically until you cancel. You can cancel at any time from your subscription settings.',
      ar: 'يتجدد اشتراك بريميوم تلقائيًا حتى تلغيه. يمكنك الإلغاء في أي وقت من إعدادات اشتراكك.',
    },
  },
  {
    country: 'AE',
    text: {
      en: 'Premium renews automatically and is charged to your mobile bill until you cancel. Prices include VAT. Data charges may apply.',
      ar: 'يتجدد اشتراك بريميوم تلقائيًا ويُضاف سعره إلى فاتورة هاتفك حتى تلغيه. الأسعار تشمل ضريبة القيمة المضافة. قد تُطبّق رسوم البيانات.',
    },
  },
  {
    country: 'SA',
    text: {
      en: 'Premium renews automatically and is charged to your mobile balance until you cancel. Prices include VAT.',
      ar: 'يتجدد اشتراك بريميوم تلقائيًا ويُخصم من رصيد هاتفك حتى تلغيه. الأسعار تشمل ضريبة القيمة المضافة.',
    },
  },
  {
    country: 'UK',
    text: {
      en: 'Premium renews automatically until you cancel. Prices include VAT. You may cancel within 14 days for a refund.',
      ar: 'يتجدد اشتراك بريميوم تلقائيًا حتى تلغيه. الأسعار تشمل ضريبة القيمة المضافة. يمكنك الإلغاء خلال 14 يومًا واسترداد المبلغ.',
    },
  },
];

/** What a market's operators bill for each plan, in the market's currency (hundredths of it, as every amount here). */
export interface OperatorTariff {
  currency: string;
  amounts: Readonly<Record<BillingPlanKey, number>>;
}

/**
 * Operator prices per home country (UK, not GB). A carrier bills its own currency, so a Saudi line
 * is charged riyals while cards pay the site's AED plans. Markets without live operators have none.
 */
export const SEED_OPERATOR_TARIFFS: Readonly<Record<string, OperatorTariff>> = {
  AE: { currency: 'AED', amounts: { monthly: 800, quarterly: 2400, yearly: 6000, monthly_trial_7days: 800 } },
  SA: { currency: 'SAR', amounts: { monthly: 900, quarterly: 2500, yearly: 6500, monthly_trial_7days: 900 } },
  KW: { currency: 'KWD', amounts: { monthly: 70, quarterly: 200, yearly: 500, monthly_trial_7days: 70 } },
  EG: { currency: 'EGP', amounts: { monthly: 4900, quarterly: 13900, yearly: 49900, monthly_trial_7days: 4900 } },
};
