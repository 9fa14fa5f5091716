import type { SubscriptionDetails } from './apiTypes';
import type { PaymentMethodType, PlanPeriod } from './paymentConstants';
import type { BillingPlanKey, PaymentMethodKind } from './productConstants';
import type { PaymentResultCode } from './resultCodes';

/** Answers (`data`) of the premium payment calls. */

/** Billing plan (PR-PAY-3), as the packages call lists it. */
export interface BillingPlan {
  key: BillingPlanKey;
  /** base64 of the plan's JSON `{billingOption, price, trialDuration, allowAllUsersToHaveTrial}`. */
  encryptedBillingPlan: string;
  /** Minor units, billed each period. */
  amount: number;
  currency: string;
  period: PlanPeriod;
  months: number;
  trialDuration: number;
  /** What the country's mobile operators bill for this plan, in their currency; null where none bills. */
  operatorPrice: OperatorPrice | null;
}

/** A plan's price on a mobile bill (hundredths of the currency). */
export interface OperatorPrice {
  amount: number;
  currency: string;
}

/** Plan lookup (PR-PAY-2). */
export interface PlanLookup {
  country: string;
  packages: BillingPlan[];
}

/** Client init answer (`data.data`, PR-API-8): the provider's init response as a JSON string, and what the page needs beside it. */
/** Whether the signed-in account may start a plan's free trial: only an account that never had one. */
export interface TrialOffer {
  canBenefitFromTrial: boolean;
}

/** What one run of the trial-end job did (TEST endpoint and command answer it). */
export interface TrialChargeReport {
  charged: string[];
  declined: string[];
  /** Claimed by another run meanwhile, or cancelled before it could be charged. */
  skipped: string[];
  /** The provider could not be reached: the next run charges them with the same idempotency key. */
  retryLater: string[];
}

/** What one run of the renewal job did, by subscription id. */
export interface RenewalReport {
  /** Charged: the period was extended by the plan's length. */
  renewed: string[];
  /** Declined: the subscription is past due, retried later or, with no retry left, ended when its grace is over. */
  declined: string[];
  /** Claimed by another run meanwhile, or cancelled or renewed before it could be charged. */
  skipped: string[];
  /** The provider could not be reached, or its answer was lost: the next run retries with the same idempotency key. */
  retryLater: string[];
}

/** What one run of the period-end job did: past-due subscriptions whose grace ran out, ended. */
export interface PeriodEndReport {
  ended: string[];
}

/** One run of every billing job as of one instant, each job's own report. */
export interface BillingRunReport {
  asOf: string;
  trialCharges: TrialChargeReport;
  renewals: RenewalReport;
  periodEnds: PeriodEndReport;
  /** Jobs added beside the billing ones (such as reconciliation with the provider), by name. */
  others: Record<string, unknown>;
}

export interface PaymentsClientConfiguration {
  /** `JSON.stringify` of the provider's init response `{version, data}`, handed to the payment client as it is. */
  sdkConfiguration: string;
  environment: 'TEST' | 'PRODUCTION';
  executionId: string;
  billingPlan: BillingPlanKey;
  /** Zero for a free trial: the card is verified and kept on file, and charged when the trial ends. */
  amount: { value: number; currency: string };
  /** A free-trial checkout: nothing is paid now. */
  isTrial: boolean;
  /** Provider origins the page must allow (script, frame, connect), for information. */
  providerOrigin: string;
}

type PaymentResultCodeValue = (typeof PaymentResultCode)[keyof typeof PaymentResultCode];

/** Every payment answer carries a payment result code (PR-PAY-9). */
export interface PaymentResult {
  resultCode: PaymentResultCodeValue;
  /** With an acceptable code that granted VIP: the subscription as it now is. */
  subscription?: SubscriptionDetails;
  /** With 10102: where the shopper must go (a 3-D Secure page), and how. */
  action?: { type: 'redirect'; url: string; executionId: string };
}

export interface StoredPaymentMethod {
  id: string;
  brand: string;
  lastFour: string;
  name: string;
}

export interface PaymentMethodsAnswer {
  paymentMethods: { type: PaymentMethodType; name: string }[];
  storedPaymentMethods: StoredPaymentMethod[];
}

/** Mobile billing and voucher: a code was sent; `transactionId` names the attempt in resend and verify. */
export interface BillingOtpSent {
  transactionId: string;
  channel: 'sms' | 'email';
  codeLength: number;
  expiresAt: string;
  resendAfterSeconds: number;
}

export interface VoucherChecked extends BillingOtpSent {
  plan: BillingPlanKey;
}

export interface SubscriptionGranted extends PaymentResult {
  paymentMethod: PaymentMethodKind;
}

/** TEST only: analytics events read back in the order they were stored. */
export interface StoredAnalyticsEvent {
  name: string;
  screen: string | null;
  userId: string;
  occurredAt: string;
  properties: Record<string, string | number | boolean | null>;
}
