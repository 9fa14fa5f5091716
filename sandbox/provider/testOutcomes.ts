/**
 * Failure reasons (`errors[0].reason.result`) of the shopper steps, and the PayPal test payer.
 * Card reasons live with the test cards.
 */
export const THREE_DS_DECLINED_REASON = 'Card declined after 3DS challenge';
/** The shopper cancelled the 3-D Secure popup (PC-3DS-2). */
export const USER_CANCELLED_REASON = 'User cancelled the authorization.';
/** An authorization still waiting for the shopper when a new authorize request replaced it. */
export const REPLACED_REASON = 'Replaced by a newer authorize request before the shopper finished';
export const REDIRECT_DECLINED_REASON = 'Payment declined by the shopper';
export const PAYPAL_DECLINED_REASON = 'PayPal declined the payment';

/** Confirming a PayPal order or billing agreement with this payer id declines it. */
export const PAYPAL_DECLINED_PAYER_ID = 'DECLINEDPAYER';
