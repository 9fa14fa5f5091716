/** Wallets as the provider names their payment methods (payment-client.md section 3). */
export const WALLETS = ['applePay', 'googlePay', 'payPal'] as const;
export type Wallet = (typeof WALLETS)[number];

/** Vendor scripts loaded in PRODUCTION (section 7); in TEST the method's clientConfig.scriptUrl is used. */
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

/** Apple Pay (sections 2 item 9 and 9). */
export const APPLE_PAY = {
  sessionVersion: 3,
  buttonElement: 'apple-pay-button',
  button: { type: 'buy', style: 'black', locale: 'en-GB' },
  totalType: 'final',
  /** ApplePayError code for a delivery address the merchant cannot serve. */
  addressUnserviceable: 'addressUnserviceable',
} as const;

/** Google Pay (sections 2 item 10 and 9). */
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

/** PayPal (sections 2 item 11, 4, 7 and 9). */
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
