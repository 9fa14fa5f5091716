import { describe, expect, it } from 'vitest';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { formatMinorUnits } from '../../../../headless/core/wallets/minorUnits';
import { payPalIntent, payPalScriptUrl, walletScriptUrl } from '../../../../headless/core/wallets/scriptUrls';
import { applePayConfigSchema, googlePayConfigSchema, parseWalletConfig, payPalConfigSchema } from '../../../../headless/core/wallets/walletClientConfig';
import { APPLE_PAY_CONFIG, GOOGLE_PAY_CONFIG, PAYPAL_CONFIG } from './walletFakes';

describe('walletScriptUrl', () => {
  it('loads the vendors’ scripts in PRODUCTION, whatever the session says', () => {
    expect(walletScriptUrl('applePay', 'PRODUCTION', 'http://evil.test/a.js')).toBe('https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js');
    expect(walletScriptUrl('googlePay', 'PRODUCTION', undefined)).toBe('https://pay.google.com/gp/p/js/pay.js');
    expect(walletScriptUrl('payPal', 'PRODUCTION', undefined)).toBe('https://www.paypal.com/sdk/js');
  });

  it('loads clientConfig.scriptUrl in TEST', () => {
    expect(walletScriptUrl('googlePay', 'TEST', GOOGLE_PAY_CONFIG.scriptUrl)).toBe(GOOGLE_PAY_CONFIG.scriptUrl);
  });

  it('names the missing scriptUrl in TEST', () => {
    let error: unknown;
    try {
      walletScriptUrl('applePay', 'TEST', undefined);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PaymentClientError);
    expect(error).toMatchObject({ code: 'INVALID_CONFIGURATION', fields: ['clientConfig.scriptUrl'] });
    expect((error as Error).message).toContain('clientConfig.scriptUrl');
  });
});

describe('PayPal script query (PC-PAYPAL-7)', () => {
  const query = (storeInstrument: boolean, captureMode: string | undefined) =>
    new URL(payPalScriptUrl('https://www.paypal.com/sdk/js', { clientId: 'sb-sandbox', currency: 'EUR', storeInstrument, captureMode }));

  it('asks for capture with Instant capture mode and no vault', () => {
    const url = query(false, 'Instant');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'client-id': 'sb-sandbox',
      intent: 'capture',
      currency: 'EUR',
      vault: 'false',
      components: 'buttons,funding-eligibility',
    });
    expect(url.search).toContain('components=buttons,funding-eligibility');
  });

  it('asks for authorize with any other capture mode', () => {
    expect(query(false, 'Manual').searchParams.get('intent')).toBe('authorize');
    expect(query(false, undefined).searchParams.get('intent')).toBe('authorize');
  });

  it('asks for tokenize and vault for a billing agreement', () => {
    const url = query(true, 'Instant');
    expect(url.searchParams.get('intent')).toBe('tokenize');
    expect(url.searchParams.get('vault')).toBe('true');
    expect(payPalIntent(true, 'Manual')).toBe('tokenize');
  });

  it('keeps a TEST script URL’s own path and query', () => {
    const url = new URL(payPalScriptUrl('http://127.0.0.1:4010/wallets/paypal.js?debug=1', { clientId: 'id', currency: 'USD', storeInstrument: false, captureMode: 'Instant' }));
    expect(url.pathname).toBe('/wallets/paypal.js');
    expect(url.searchParams.get('debug')).toBe('1');
    expect(url.searchParams.getAll('components')).toEqual(['buttons,funding-eligibility']);
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [{ value: 800, currency: 'EUR' }, '8.00'],
    [{ value: 5, currency: 'EUR' }, '0.05'],
    [{ value: 0, currency: 'USD' }, '0.00'],
    [{ value: 123456789, currency: 'GBP' }, '1234567.89'],
    [{ value: 800, currency: 'JPY' }, '800'],
    [{ value: 1234, currency: 'BHD' }, '1.234'],
  ])('formats %o as %s', (amount, expected) => {
    expect(formatMinorUnits(amount)).toBe(expected);
  });
});

describe('wallet clientConfig', () => {
  it('accepts the sandbox configs', () => {
    expect(parseWalletConfig(applePayConfigSchema, APPLE_PAY_CONFIG).merchantIdentifier).toBe('merchant.sandbox.test');
    expect(parseWalletConfig(googlePayConfigSchema, GOOGLE_PAY_CONFIG).gateway).toBe('sandbox');
    expect(parseWalletConfig(payPalConfigSchema, PAYPAL_CONFIG).clientId).toBe('sb-sandbox');
  });

  it('names every bad field', () => {
    const bad = { ...GOOGLE_PAY_CONFIG, allowedCardNetworks: [], gateway: undefined, scriptUrl: 'javascript:alert(1)' };
    let error: unknown;
    try {
      parseWalletConfig(googlePayConfigSchema, bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ code: 'INVALID_CONFIGURATION' });
    expect((error as PaymentClientError).fields).toEqual(
      expect.arrayContaining(['clientConfig.allowedCardNetworks', 'clientConfig.gateway', 'clientConfig.scriptUrl']),
    );
  });

  it('refuses a PayPal config without clientId', () => {
    expect(() => parseWalletConfig(payPalConfigSchema, { captureMode: 'Instant' })).toThrow(/clientConfig\.clientId/);
  });
});
