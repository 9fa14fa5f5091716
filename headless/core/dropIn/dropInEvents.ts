/**
 * Every callback a drop-in takes; hooks forward exactly these. Apart from the options schema,
 * so code that needs only the names does not carry the schema with it.
 */
export const DROP_IN_EVENT_NAMES = [
  'onReady', 'onAuthorizeRequestStart', 'onAuthorizeSuccess', 'onAuthorizePending', 'onAuthorizeFailed', 'onPaymentOptionSelected', 'onPreAuthorization', 'onDeliveryAddressChanged',
] as const;
