/** The result codes of the premium payment calls and of the subscription flow (PR-PAY-9, PR-PAY-10). */

/** Error codes of the subscription flow (PR-PAY-10). */
export const SubscriptionFlowErrorCode = {
  userUnauthorized: 'user_unauthorized',
  paymentPlanNotSelected: 'payment_plan_not_selected',
} as const;

/** Payment result codes (PR-PAY-9); the spelling of ADDITIONAL_ADCTION_REQUIRED is the spec's. */
export const PaymentResultCode = {
  SUCCESS: 10100,
  PAYMENT_AUTHORIZED: 10101,
  ADDITIONAL_ADCTION_REQUIRED: 10102,
  PAYMENT_ACTION_RECEIVED: 10105,
  USER_ALREADY_SUBSCRIBED: 10132,
} as const;

/** Codes 10100, 10101, 10105 and 10102 are acceptable outcomes (PR-PAY-9). */
export const ACCEPTABLE_PAYMENT_RESULT_CODES: readonly number[] = [
  PaymentResultCode.SUCCESS,
  PaymentResultCode.PAYMENT_AUTHORIZED,
  PaymentResultCode.PAYMENT_ACTION_RECEIVED,
  PaymentResultCode.ADDITIONAL_ADCTION_REQUIRED,
];
