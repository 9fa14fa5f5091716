
/** Premium subscription constants (PR-PAY-1 to PR-PAY-11), in one place. */

/** PR-PAY-7: generic error auto-clear (ms). */
export const GENERIC_ERROR_CLEAR_MS = 5_000;

/** PR-PAY-1: payment method kinds (a voucher is the fifth way to pay). */
export const PAYMENT_METHOD_KINDS = ['Mobile', 'CreditCard', 'ApplePay', 'GooglePay', 'Voucher'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** PR-PAY-2: billing plan key names. */
export const BILLING_PLAN_KEYS = ['monthly', 'quarterly', 'yearly', 'monthly_trial_7days'] as const;
export type BillingPlanKey = (typeof BILLING_PLAN_KEYS)[number];

/** PR-PAY-2: plan periods. */
export type PlanPeriod = 'monthly' | 'quarterly' | 'yearly';

/** The plain JSON behind a plan's encrypted billing plan string (base64 of this object, PR-PAY-3). */
export interface BillingOption {
  billingOption: BillingPlanKey;
  /** PR-PAY-2 "plan units": the amount divided by 100. */
  price: number;
  /** Trial length in days; 0 without a trial. */
  trialDuration: number;
  allowAllUsersToHaveTrial: boolean;
}

export interface PlanDefinition extends BillingOption {
  /** Minor units, as charged. */
  amount: number;
  period: PlanPeriod;
  /** Months one period covers, for per-month equivalents. */
  months: number;
}

/** PR-PAY-2: plans and prices (currency not shown by the spec; this site bills in AED). */
export const PLAN_DEFINITIONS: Readonly<Record<BillingPlanKey, PlanDefinition>> = {
  monthly: { billingOption: 'monthly', amount: 800, price: 8, trialDuration: 0, allowAllUsersToHaveTrial: false, period: 'monthly', months: 1 },
  quarterly: { billingOption: 'quarterly', amount: 2400, price: 24, trialDuration: 0, allowAllUsersToHaveTrial: false, period: 'quarterly', months: 3 },
  yearly: { billingOption: 'yearly', amount: 6000, price: 60, trialDuration: 0, allowAllUsersToHaveTrial: false, period: 'yearly', months: 12 },
  monthly_trial_7days: {
    billingOption: 'monthly_trial_7days',
    amount: 800,
    price: 8,
    trialDuration: 7,
    allowAllUsersToHaveTrial: true,
    period: 'monthly',
    months: 1,
  },
};

export const PLAN_CURRENCY = 'AED';

/** Method identifiers (PR-PAY-11): the types the payment-methods answer lists (cards are `scheme`). */
export const PAYMENT_METHOD_TYPES = ['scheme', 'applepay', 'googlepay', 'mobile', 'voucher'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Packages query (PR-API-9): only activated plans are offered. */
export const PACKAGES_ACTIVATED = '1';


/** Client init (PR-API-8): osType is ios on Apple devices, otherwise androidOs. */
export const OS_TYPES = ['ios', 'androidOs'] as const;
export type OsType = (typeof OS_TYPES)[number];

/** Payment methods call (PR-API-9): the channel this site sends. */
export const PAYMENT_CHANNEL = 'Web';

/** PR-PAY-6: subscription source identifiers read from the page address. */
export const CAMPAIGN_ID_PARAM = 'campaignId';
export const INFLUENCER_ID_PARAM = 'influencerId';

/** PR-PAY-11: the selected-plan storage key (browser local storage). */
export const SELECTED_PLAN_STORAGE_KEY = 'selectedPlan';

/** How a provider payment method code becomes the subscription's payment method kind. */
export const PAYMENT_KIND_FOR_PROVIDER_METHOD: Readonly<Record<string, PaymentMethodKind>> = {
  card: 'CreditCard',
  applePay: 'ApplePay',
  googlePay: 'GooglePay',
};

/**
 * The request header naming one purchase attempt: the client makes a new key per attempt and sends
 * the same key on each retry of it (required on stored-card payments, optional on the payment response).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Keys the API accepts: visible ASCII, long enough to be unguessable (a UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{16,255}$/;

/** The provider methods a premium payment session offers, in the drop-in's order. */
export const PREMIUM_PROVIDER_METHODS = ['card', 'googlePay', 'applePay'] as const;

/** PR-PAY-8: payment journey steps tracked for analytics, named as events (`vpay_` + journey + step). */
export const JOURNEY_STEPS = {
  mobile: ['start_flow', 'select_operator', 'select_mobile_number', 'click_go_vip', 'start_otp', 'enter_otp', 'click_verify', 'click_resend_otp', 'finish', 'failed'],
  creditCard: ['start', 'email_entered', 'card_info_entered', 'click_go_vip', 'finish'],
  voucher: ['start', 'email_entered', 'voucher_code_entered', 'click_go_vip', 'otp_start', 'otp_enter', 'verify', 'resend', 'finish'],
} as const;
export type PaymentJourney = keyof typeof JOURNEY_STEPS;
export type JourneyStep<J extends PaymentJourney> = (typeof JOURNEY_STEPS)[J][number];

/** The analytics event name of a journey step, e.g. `vpay_creditCard_click_go_vip`. */
export const journeyEventName = <J extends PaymentJourney>(journey: J, step: JourneyStep<J>): string => `vpay_${journey}_${step}`;

/** PR-PAY-8: payment outcomes. */
export const PAYMENT_OUTCOME_EVENTS = { success: 'vpay_payment_success', failed: 'vpay_payment_failed' } as const;
