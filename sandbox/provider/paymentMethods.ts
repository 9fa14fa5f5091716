import type { Amount } from './routes/amount.schema';
import { bankAccountInstrumentDataSchema } from './bankAccount';
import { installmentOptions } from './installments';

/** Provider method codes the sandbox offers (PC-CLIENT-4), in the default order. */
export const PAYMENT_METHOD_CODES = ['card', 'payPal', 'googlePay', 'applePay', 'genericRedirect', 'pix', 'modo', 'bankAccount'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Methods the shopper completes on a provider page; pix and modo open it in a popup and are polled. */
export const REDIRECT_METHOD_CODES = ['genericRedirect', 'pix', 'modo'] as const;
export type RedirectMethodCode = (typeof REDIRECT_METHOD_CODES)[number];

export function isRedirectMethod(code: string): code is RedirectMethodCode {
  return (REDIRECT_METHOD_CODES as readonly string[]).includes(code);
}

export function redirectPresentation(code: RedirectMethodCode): 'redirect' | 'popup' {
  return code === 'genericRedirect' ? 'redirect' : 'popup';
}

/** The sandbox merchant as the wallets know it. */
export const WALLET_MERCHANT = {
  name: 'Sandbox Merchant',
  googlePayMerchantId: 'SANDBOX-MERCHANT-0001',
  googlePayGatewayMerchantId: 'sandbox-gateway-merchant',
  applePayMerchantIdentifier: 'merchant.test.sandbox',
  countryCode: 'US',
} as const;

export const PAYPAL_CLIENT_ID = 'sb-sandbox';

function clientConfig(code: PaymentMethodCode, amount: Amount, providerOrigin: string): Record<string, unknown> {
  switch (code) {
    case 'card':
      return { flow: 'api', integrationType: 'api', supportsBillingInfo: true, supportsInstallments: true, installments: installmentOptions(amount) };
    case 'payPal':
      return { integrationType: 'api', clientId: PAYPAL_CLIENT_ID, captureMode: 'Instant', integrationMode: 'standard', scriptUrl: `${providerOrigin}/wallets/paypal.js` };
    case 'googlePay':
      return {
        integrationType: 'api',
        environment: 'TEST',
        merchantId: WALLET_MERCHANT.googlePayMerchantId,
        merchantName: WALLET_MERCHANT.name,
        gateway: 'sandbox',
        gatewayMerchantId: WALLET_MERCHANT.googlePayGatewayMerchantId,
        allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'],
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        scriptUrl: `${providerOrigin}/wallets/google-pay.js`,
      };
    case 'applePay':
      return {
        integrationType: 'api',
        merchantIdentifier: WALLET_MERCHANT.applePayMerchantIdentifier,
        displayName: WALLET_MERCHANT.name,
        supportedNetworks: ['visa', 'masterCard', 'amex'],
        merchantCapabilities: ['supports3DS'],
        countryCode: WALLET_MERCHANT.countryCode,
        scriptUrl: `${providerOrigin}/wallets/apple-pay.js`,
      };
    case 'genericRedirect':
      return { integrationType: 'redirect', flow: 'redirect' };
    case 'pix':
    case 'modo':
      return { integrationType: 'redirect', flow: 'polling' };
    case 'bankAccount':
      return { integrationType: 'api', flow: 'form', instrumentDataSchema: bankAccountInstrumentDataSchema(providerOrigin) };
  }
}

/** The session's `paymentMethods[]`, in the order the merchant asked for. */
export function sessionPaymentMethods(codes: readonly PaymentMethodCode[], amount: Amount, providerOrigin: string) {
  return codes.map((paymentMethodCode) => ({ paymentMethodCode, clientConfig: clientConfig(paymentMethodCode, amount, providerOrigin) }));
}
