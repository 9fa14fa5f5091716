import * as z from 'zod/mini';
import { OS_TYPES, PAYMENT_CHANNEL, PACKAGES_ACTIVATED, BILLING_PLAN_KEYS } from './paymentConstants';
import { dialCodeSchema, emailSchema, localeSchema, nationalNumberSchema, otpCodeSchema, resourceIdSchema } from '../forms/validation';

/*
 * Bodies and queries of the premium payment calls (PR-API-8 to PR-API-10). Unknown fields are
 * refused, so a typo is a clear 400 instead of a silently ignored value.
 */

const shortText = (max: number) => z.string().check(z.maxLength(max, 'input.tooBig'));
/** Where the journey started: a page address of this site, as the browser reports it. */
const urlReferrerSchema = shortText(2000);
/** Which site sent the subscriber (the brand's platform value, or a partner's name). */
const sourceSchema = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'input.invalidValue'));
const variationSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{0,64}$/, 'input.invalidValue'));
/** A plan's encrypted billing plan string (base64 JSON, PR-PAY-3); the server decodes and checks it. */
export const encryptedBillingPlanSchema = z.string().check(z.regex(/^[A-Za-z0-9+/]{1,500}={0,2}$/, 'payment.planInvalid'));
export const billingPlanKeySchema = z.enum(BILLING_PLAN_KEYS, 'payment.planInvalid');
/** A provider execution id, e.g. `exe_…`. */
export const executionIdSchema = z.string().check(z.regex(/^exe_[A-Za-z0-9_-]{1,64}$/, 'payment.intentInvalid'));
const sourceIdSchema = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,64}$/, 'input.invalidValue')));

export const packagesQuerySchema = z.strictObject({
  isActivated: z.literal(PACKAGES_ACTIVATED, 'input.invalidValue'),
  /** Absent: the viewer's country as the server resolves it. */
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'country.invalid'))),
});
export type PackagesQuery = z.input<typeof packagesQuerySchema>;

/** Client init (PR-API-8); `billingPlan` (the selected plan's encrypted string) sets the session amount. */
export const paymentsClientInitBodySchema = z.strictObject({
  variation: variationSchema,
  osType: z.enum(OS_TYPES, 'input.invalidValue'),
  urlReferrer: urlReferrerSchema,
  language: localeSchema,
  source: sourceSchema,
  billingPlan: encryptedBillingPlanSchema,
});
export type PaymentsClientInitBody = z.input<typeof paymentsClientInitBodySchema>;

/** Fields the two card-payment calls share (PR-API-10). */
const cardPaymentFields = {
  email: emailSchema,
  language: localeSchema,
  billingOption: billingPlanKeySchema,
  urlReferrer: urlReferrerSchema,
  canBenefitFromTrial: z.boolean(),
  holdFullAmount: z.boolean(),
  source: sourceSchema,
};

/** Intent validate (PR-API-10): `token` is the execution id the payment setup created. */
export const paymentIntentValidateBodySchema = z.strictObject({ ...cardPaymentFields, token: executionIdSchema });
export type PaymentIntentValidateBody = z.input<typeof paymentIntentValidateBodySchema>;

/** Payment response (PR-API-10): `paymentIntentId` is the execution id; campaign and influencer ids come from the page address. */
export const paymentResponseBodySchema = z.strictObject({
  ...cardPaymentFields,
  paymentIntentId: executionIdSchema,
  campaignId: sourceIdSchema,
  influencerId: sourceIdSchema,
});
export type PaymentResponseBody = z.input<typeof paymentResponseBodySchema>;

export const paymentMethodsBodySchema = z.strictObject({
  channel: z.literal(PAYMENT_CHANNEL, 'input.invalidValue'),
  source: sourceSchema,
  locale: localeSchema,
  billingPlan: encryptedBillingPlanSchema,
});
export type PaymentMethodsBody = z.input<typeof paymentMethodsBodySchema>;

/** Payments (PR-API-10): pays with one of the subscriber's stored cards; `returnUrl` is where 3-D Secure comes back to. */
export const paymentsBodySchema = z.strictObject({
  email: emailSchema,
  billingPlan: encryptedBillingPlanSchema,
  paymentMethod: z.strictObject({ type: z.literal('storedCard', 'input.invalidValue'), storedPaymentMethodId: z.uuid('payment.instrumentInvalid') }),
  browserInfo: z.strictObject({
    userAgent: shortText(500),
    language: shortText(35),
    screenWidth: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
    screenHeight: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
    timeZoneOffset: z.number().check(z.int(), z.minimum(-900), z.maximum(900)),
  }),
  returnUrl: urlReferrerSchema,
  source: sourceSchema,
  language: localeSchema,
  msisdn: z.optional(shortText(20)),
  influencerId: sourceIdSchema,
  campaignId: sourceIdSchema,
});
export type PaymentsBody = z.input<typeof paymentsBodySchema>;

/** Mobile-operator billing: the operator (from home data), the number, and the plan. */
export const mobileBillingStartBodySchema = z.strictObject({
  operatorId: resourceIdSchema,
  dialCode: dialCodeSchema,
  phoneNumber: nationalNumberSchema,
  billingPlan: encryptedBillingPlanSchema,
  campaignId: sourceIdSchema,
  influencerId: sourceIdSchema,
});
export type MobileBillingStartBody = z.input<typeof mobileBillingStartBodySchema>;

export const billingTransactionBodySchema = z.strictObject({ transactionId: resourceIdSchema });
export type BillingTransactionBody = z.input<typeof billingTransactionBodySchema>;

export const billingVerifyBodySchema = z.strictObject({ transactionId: resourceIdSchema, code: otpCodeSchema });
export type BillingVerifyBody = z.input<typeof billingVerifyBodySchema>;

export const voucherCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{6,32}$/, 'voucher.codeInvalid'));

export const voucherStartBodySchema = z.strictObject({ email: emailSchema, voucherCode: voucherCodeSchema, campaignId: sourceIdSchema, influencerId: sourceIdSchema });
export type VoucherStartBody = z.input<typeof voucherStartBodySchema>;

/** TEST only: run the trial-end charges as of `asOf` (an ISO time), for one subscriber when named. */
export const devTrialChargesBodySchema = z.strictObject({ asOf: z.optional(z.iso.datetime()), subscriberId: z.optional(resourceIdSchema) });

/** TEST only: run every billing job once as of `asOf` (an ISO time), for one subscriber when named. */
export const devBillingRunBodySchema = devTrialChargesBodySchema;

/** Vouchers are sold for plans without a trial. */
export const devVoucherBodySchema = z.strictObject({ plan: z.enum(['monthly', 'quarterly', 'yearly'], 'payment.planInvalid') });
