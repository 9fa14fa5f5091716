import type { SubscriptionDetails } from '../subscriptions/subscriptionTypes';
import type { PaymentMethodType, PlanPeriod, BillingPlanKey, PaymentMethodKind } from './paymentConstants';
import type { PaymentResultCode } from './paymentResultCodes';

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
