import type { Wallet } from './constants';

/**
 * Wallet messages (PC-PAYPAL-2, PC-PAYPAL-8, PC-WALLET-2, PC-WALLET-3) that the i18n catalog does not hold. They name
 * what went wrong for the merchant's logs and callbacks; shoppers see the catalog's failure text.
 */
export const WALLET_MESSAGES = {
  scriptLoadFailed: {
    applePay: 'Apple Pay script could not be loaded',
    googlePay: 'Google Pay script could not be loaded',
    payPal: 'PayPal script could not be loaded',
    unknown: 'Payment script could not be loaded',
  } satisfies Record<Wallet | 'unknown', string>,
  payPalLoadingAborted: 'PayPal button loading aborted',
  scriptLoadingAborted: 'Payment script loading aborted',
  noOrderId: 'No order id returned',
  noConfirmLink: 'No confirm link',
  authorizeStartValidationFailed: 'Authorization request start validation failed',
  payPalOrderCreationFailed: 'PayPal order creation failed',
  payPalRenderFailed: 'PayPal button could not be rendered',
  applePayMerchantValidationFailed: 'Apple Pay merchant validation failed',
  walletUnavailable: 'The wallet is not available in this browser',
  /** PC-WALLET-3: the merchant's delivery address callback refused the address, or threw. */
  deliveryAddressRefused: 'Delivery address callback returned false',
  deliveryAddressFailed: 'Delivery address callback threw an error',
  scriptUrlMissing: 'must be an absolute http(s) URL of the wallet script in TEST',
} as const;
