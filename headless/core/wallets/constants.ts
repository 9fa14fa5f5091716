/** Wallets as the provider names their payment methods (PC-WALLET-1). */
export const WALLETS = ['applePay', 'googlePay', 'payPal'] as const;
export type Wallet = (typeof WALLETS)[number];

/** Vendor scripts loaded in PRODUCTION (PC-WALLET-2); in TEST the method's clientConfig.scriptUrl is used. */
export const WALLET_SCRIPT_URLS: Readonly<Record<Wallet, string>> = {
  applePay: 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js',
  googlePay: 'https://pay.google.com/gp/p/js/pay.js',
  payPal: 'https://www.paypal.com/sdk/js',
};

/** The global each vendor script defines; the loader hands it back once the script ran. */
export const WALLET_GLOBALS: Readonly<Record<Wallet, string>> = {
  applePay: 'ApplePaySession',
  googlePay: 'google',
  payPal: 'paypal',
};

/** Apple Pay (PC-APPLEPAY-1, PC-APPLEPAY-2). */
export const APPLE_PAY = {
  sessionVersion: 3,
  buttonElement: 'apple-pay-button',
  button: { type: 'buy', style: 'black', locale: 'en-GB' },
  totalType: 'final',
  /** ApplePayError code for a delivery address the merchant cannot serve. */
  addressUnserviceable: 'addressUnserviceable',
} as const;

/** Google Pay (PC-GOOGLEPAY-1, PC-GOOGLEPAY-2). */
export const GOOGLE_PAY = {
  apiVersion: 2,
  apiVersionMinor: 0,
  totalPriceStatus: 'FINAL',
  paymentMethodType: 'CARD',
  tokenizationType: 'PAYMENT_GATEWAY',
  button: { buttonColor: 'black', buttonType: 'long', buttonSizeMode: 'fill' },
  /** PaymentsError.statusCode when the shopper closes the sheet. */
  cancelledStatusCode: 'CANCELED',
  /** The callback intent and error reason of a delivery address the merchant refuses. */
  shippingAddressIntent: 'SHIPPING_ADDRESS',
  addressUnserviceable: 'SHIPPING_ADDRESS_UNSERVICEABLE',
} as const;

/** PayPal (PC-PAYPAL-1, PC-PAYPAL-3, PC-PAYPAL-4, PC-PAYPAL-7). */
export const PAYPAL = {
  style: { color: 'gold', height: 40, shape: 'rect', label: 'paypal', tagline: false },
  rerenderDebounceMs: 300,
  fundingSource: 'paypal',
  instantCaptureMode: 'Instant',
  expressIntegrationMode: 'express',
  intent: { billingAgreement: 'tokenize', instantCapture: 'capture', deferredCapture: 'authorize' },
  /** Script query parameter names and the components the buttons need. */
  query: { clientId: 'client-id', intent: 'intent', currency: 'currency', vault: 'vault', components: 'components' },
  components: 'buttons,funding-eligibility',
  /** The key of PayPal's own text for an address the merchant does not ship to. */
  addressError: 'ADDRESS_ERROR',
} as const;
