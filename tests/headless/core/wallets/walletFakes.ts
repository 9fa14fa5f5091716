import { vi, type Mock } from 'vitest';
import type { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import type { WalletCallbacks } from '../../../../headless/core/wallets/walletAdapter';
import type { WalletAuthorizationOutcome, WalletExecutor } from '../../../../headless/core/wallets/walletExecutor';

export const AMOUNT = { value: 800, currency: 'EUR' };

export const APPLE_PAY_CONFIG = {
  integrationType: 'api',
  merchantIdentifier: 'merchant.sandbox.test',
  displayName: 'Sandbox Shop',
  supportedNetworks: ['visa', 'masterCard', 'amex'],
  merchantCapabilities: ['supports3DS'],
  countryCode: 'GB',
  scriptUrl: 'http://127.0.0.1:4010/wallets/apple-pay.js',
};

export const GOOGLE_PAY_CONFIG = {
  integrationType: 'api',
  environment: 'TEST',
  merchantId: 'sandbox-merchant',
  merchantName: 'Sandbox Shop',
  gateway: 'sandbox',
  gatewayMerchantId: 'gw-merchant-1',
  allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'],
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  scriptUrl: 'http://127.0.0.1:4010/wallets/google-pay.js',
};

export const PAYPAL_CONFIG = {
  integrationType: 'api',
  clientId: 'sb-sandbox',
  captureMode: 'Instant',
  integrationMode: 'standard',
  scriptUrl: 'http://127.0.0.1:4010/wallets/paypal.js',
};

/** Lets pending promise callbacks run. */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

export type FakeExecutor = { [K in keyof WalletExecutor]: Mock<WalletExecutor[K]> };

/** An executor whose every call is recorded; overrides replace the default answers. */
export function fakeExecutor(overrides: Partial<WalletExecutor> = {}): FakeExecutor {
  const success: WalletAuthorizationOutcome = { kind: 'success' };
  return {
    authorize: vi.fn<WalletExecutor['authorize']>(overrides.authorize ?? (async () => success)),
    confirm: vi.fn<WalletExecutor['confirm']>(overrides.confirm ?? (async () => success)),
    createApplePaySession: vi.fn<WalletExecutor['createApplePaySession']>(overrides.createApplePaySession ?? (async () => ({ merchantSessionIdentifier: 'SSH-1' }))),
    preAuthorize: vi.fn<WalletExecutor['preAuthorize']>(overrides.preAuthorize ?? (async () => true)),
  };
}

/** Callbacks that record every report, in order. */
export function recordingCallbacks() {
  const reports: string[] = [];
  const failures: PaymentClientError[] = [];
  const callbacks = {
    onAuthorizeStart: vi.fn(() => reports.push('start')),
    onAuthorizeSuccess: vi.fn(() => reports.push('success')),
    onAuthorizePending: vi.fn<WalletCallbacks['onAuthorizePending']>(() => reports.push('pending')),
    onAuthorizeFailed: vi.fn((error: PaymentClientError) => {
      reports.push(`failed:${error.code}`);
      failures.push(error);
    }),
    onSessionExpired: vi.fn(() => reports.push('sessionExpired')),
  } satisfies WalletCallbacks;
  return { callbacks, reports, failures };
}
