// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { parseDropInOptions, type DropInOptionsInput } from '../../../../headless/core/dropIn/dropInOptions';
import { DROP_IN_CATALOGS } from '../../../../headless/core/i18n/dropInMessages';
import { arabicCatalog } from '../../../../headless/core/i18n/arabicCatalog';
import { addCatalog, createTranslator, type Locale } from '../../../../headless/core/i18n/translate';
import type { GooglePaymentDataCallbacks } from '../../../../headless/core/wallets/vendorTypes';
import type { PaymentMethod } from '../../../../headless/core/session/sessionSchema';
import type { LoadScript } from '../../../../headless/core/wallets/scriptLoader';
import { testSession } from '../../../support/session';
import { deferred } from '../../../support/deferred';
import { APPLE_PAY_CONFIG, GOOGLE_PAY_CONFIG, PAYPAL_CONFIG } from '../wallets/walletFakes';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';

// The npm package's drop-in loads its wallets with a dynamic import when it connects: compiled once
// here, so each test's wait is for the wallets themselves, not for the test runner's first compile.
beforeAll(() => import('../../../../headless/core/dropIn/dropInWallets'));

const METHODS: PaymentMethod[] = [
  { paymentMethodCode: 'applePay', clientConfig: APPLE_PAY_CONFIG },
  { paymentMethodCode: 'genericRedirect', clientConfig: { integrationType: 'redirect' } },
  { paymentMethodCode: 'googlePay', clientConfig: GOOGLE_PAY_CONFIG },
  { paymentMethodCode: 'payPal', clientConfig: PAYPAL_CONFIG },
];

/** Vendor globals as the stand-ins define them, with just what availability and buttons need. */
function applePayGlobal() {
  return Object.assign(function ApplePaySession() {}, { canMakePayments: () => true, supportsVersion: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 });
}
function googleGlobal(ready = true) {
  class PaymentsClient {
    isReadyToPay = async () => ({ result: ready });
    loadPaymentData = () => new Promise(() => {});
    createButton = (options: { buttonColor: string; buttonType: string; buttonSizeMode: string }) => {
      const button = document.createElement('button');
      button.textContent = 'Buy with Google Pay';
      button.dataset.look = `${options.buttonColor} ${options.buttonType} ${options.buttonSizeMode}`;
      return button;
    };
  }
  return { payments: { api: { PaymentsClient } } };
}
function payPalGlobal() {
  return {
    isFundingEligible: () => true,
    Buttons: () => ({ isEligible: () => true, render: async (container: HTMLElement) => void container.append(document.createElement('button')), close: async () => {} }),
  };
}

function harness(loadScript: LoadScript, paymentMethods = METHODS, { locale = 'en', options = {} }: { locale?: Locale; options?: DropInOptionsInput } = {}) {
  const log = vi.fn();
  // The texts an entry adds to the translator for an Arabic page.
  if (locale === 'ar') addCatalog('ar', arabicCatalog);
  const client = {
    session: testSession({ paymentMethods: [{ paymentMethodCode: 'card', clientConfig: { flow: 'api' } }, ...paymentMethods] }),
    // The generic redirect leaves the page: a drop-in offering it needs somewhere to come back to.
    options: { environment: 'TEST', returnInfo: { success: 'http://localhost:3000/ok', error: 'http://localhost:3000/error' } },
    locale,
    api: { request: vi.fn() },
    translate: createTranslator(locale),
    log,
    expireSession: vi.fn(),
    onSessionChange: () => () => {},
    vaultToken: { get: vi.fn() },
  } as unknown as PaymentClient;
  const dropIn = createDropIn(client, parseDropInOptions(options, client), { parts: bundledParts, loadScript });
  const disconnect = dropIn.connect();
  const ids = () => dropIn.store.getState().options.map((option) => option.id);
  return { dropIn, disconnect, log, ids };
}

const globals: Record<string, unknown> = { applePay: applePayGlobal(), googlePay: googleGlobal(), payPal: payPalGlobal() };
const loadAll: LoadScript = async (_url, { wallet }) => globals[wallet];

describe('drop-in wallets', () => {
  it('tells the shopper in their language why a delivery address the merchant refuses cannot be used', async () => {
    const heard: (GooglePaymentDataCallbacks | undefined)[] = [];
    class PaymentsClient {
      constructor(options: { paymentDataCallbacks?: GooglePaymentDataCallbacks }) {
        heard.push(options.paymentDataCallbacks);
      }
      isReadyToPay = async () => ({ result: true });
    }
    const onDeliveryAddressChanged = vi.fn(() => false);
    const { ids } = harness(async () => ({ payments: { api: { PaymentsClient } } }), [{ paymentMethodCode: 'googlePay', clientConfig: GOOGLE_PAY_CONFIG }], {
      locale: 'ar',
      options: { events: { onDeliveryAddressChanged } },
    });
    await vi.waitFor(() => expect(ids()).toContain('googlePay'));
    const answer = await heard[0]!.onPaymentDataChanged!({ callbackTrigger: 'INITIALIZE', shippingAddress: { countryCode: 'US', postalCode: '95014' } });
    expect(answer.error?.message).toBe(DROP_IN_CATALOGS.ar['wallet.addressUnserviceable']);
    expect(onDeliveryAddressChanged).toHaveBeenCalledWith({ paymentMethodCode: 'googlePay', address: { countryCode: 'US', postalCode: '95014' } });
  });

  it('lists no wallet until its script confirms it, then in the spec order', async () => {
    const loads = { applePay: deferred<unknown>(), googlePay: deferred<unknown>(), payPal: deferred<unknown>() };
    const { ids } = harness(async (_url, { wallet }) => loads[wallet as keyof typeof loads].promise);
    expect(ids()).toEqual(['card', 'genericRedirect']);
    loads.applePay.resolve(globals.applePay);
    await vi.waitFor(() => expect(ids()).toEqual(['card', 'applePay', 'genericRedirect']));
    loads.payPal.resolve(globals.payPal);
    loads.googlePay.resolve(globals.googlePay);
    await vi.waitFor(() => expect(ids()).toEqual(['card', 'payPal', 'googlePay', 'applePay', 'genericRedirect']));
  });

  it('a script that fails to load keeps its wallet out of the list and logs the spec error', async () => {
    const { ids, log } = harness(async (_url, { wallet }) => {
      if (wallet === 'googlePay') throw new PaymentClientError('NETWORK_ERROR', 'Google Pay script could not be loaded');
      return globals[wallet];
    });
    await vi.waitFor(() => expect(ids()).toEqual(['card', 'payPal', 'applePay', 'genericRedirect']));
    expect(log).toHaveBeenCalledWith('ERROR', 'NETWORK_ERROR: Google Pay script could not be loaded');
  });

  it('a wallet that cannot pay in this browser stays out without an error', async () => {
    const { ids, log } = harness(async (_url, { wallet }) => (wallet === 'googlePay' ? googleGlobal(false) : globals[wallet]));
    await vi.waitFor(() => expect(ids()).toEqual(['card', 'payPal', 'applePay', 'genericRedirect']));
    expect(log).not.toHaveBeenCalled();
  });

  it('a malformed clientConfig leaves its wallet out, logged with the field', async () => {
    const { ids, log } = harness(loadAll, [{ paymentMethodCode: 'applePay', clientConfig: { ...APPLE_PAY_CONFIG, countryCode: 'gb' } }]);
    // Logged once the wallets' code has loaded; by then the wallet would have joined, had it been valid.
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('ERROR', expect.stringContaining('clientConfig.countryCode')));
    expect(ids()).toEqual(['card']);
  });

  it('the active option renders its vendor button with the spec defaults: loading, then ready; unmount clears it', async () => {
    const { dropIn, ids } = harness(loadAll);
    await vi.waitFor(() => expect(ids()).toContain('googlePay'));
    const container = document.createElement('div');
    dropIn.wallets.mount('googlePay', container);
    expect(dropIn.wallets.store.getState().buttons.googlePay).toBe('loading');
    await vi.waitFor(() => expect(dropIn.wallets.store.getState().buttons.googlePay).toBe('ready'));
    expect(container.querySelector('button')?.dataset.look).toBe('black long fill');
    dropIn.wallets.unmount('googlePay');
    expect(container.children).toHaveLength(0);
    expect(dropIn.wallets.store.getState().buttons.googlePay).toBe('idle');
  });

  it('Apple Pay renders <apple-pay-button> type buy, style black, locale en-GB', async () => {
    const { dropIn, ids } = harness(loadAll);
    await vi.waitFor(() => expect(ids()).toContain('applePay'));
    const container = document.createElement('div');
    dropIn.wallets.mount('applePay', container);
    await vi.waitFor(() => expect(dropIn.wallets.store.getState().buttons.applePay).toBe('ready'));
    const button = container.querySelector('apple-pay-button');
    expect([button?.getAttribute('type'), button?.getAttribute('buttonstyle'), button?.getAttribute('locale')]).toEqual(['buy', 'black', 'en-GB']);
  });

  it('PayPal mirrors its button status and offers the store checkbox to a holder', async () => {
    const { dropIn, ids } = harness(loadAll);
    await vi.waitFor(() => expect(ids()).toContain('payPal'));
    expect(dropIn.wallets.store.getState().payPal).toEqual({ storeInstrument: false, showStoreInstrument: true });
    dropIn.wallets.mount('payPal', document.createElement('div'));
    await vi.waitFor(() => expect(dropIn.wallets.store.getState().buttons.payPal).toBe('ready'));
    dropIn.wallets.setPayPalStoreInstrument(true);
    expect(dropIn.wallets.store.getState().payPal.storeInstrument).toBe(true);
  });

  it('PayPal in express mode hides and unchecks the store checkbox', async () => {
    const { dropIn } = harness(loadAll, [{ paymentMethodCode: 'payPal', clientConfig: { ...PAYPAL_CONFIG, integrationMode: 'express' } }]);
    dropIn.wallets.setPayPalStoreInstrument(true);
    expect(dropIn.wallets.store.getState().payPal).toEqual({ storeInstrument: false, showStoreInstrument: false });
  });

  it('a button whose script fails shows as failed, logged', async () => {
    const { dropIn, log, ids } = harness(loadAll);
    await vi.waitFor(() => expect(ids()).toContain('googlePay'));
    // A container the vendor button cannot be put into.
    const container = {
      append: () => {
        throw new Error('detached');
      },
    } as unknown as HTMLElement;
    dropIn.wallets.mount('googlePay', container);
    await vi.waitFor(() => expect(dropIn.wallets.store.getState().buttons.googlePay).toBe('failed'));
    expect(log).toHaveBeenCalledWith('ERROR', 'detached');
  });

  it('wallets confirmed after the drop-in is disconnected do not join', async () => {
    const load = deferred<unknown>();
    const { disconnect, ids } = harness(async () => load.promise, [{ paymentMethodCode: 'applePay', clientConfig: APPLE_PAY_CONFIG }]);
    disconnect();
    load.resolve(globals.applePay);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids()).toEqual(['card']);
  });

  it('connected again after a disconnect (a StrictMode double mount), the wallets still join', async () => {
    const { dropIn, disconnect, ids } = harness(loadAll, [{ paymentMethodCode: 'applePay', clientConfig: APPLE_PAY_CONFIG }]);
    disconnect();
    const reconnect = dropIn.connect();
    await vi.waitFor(() => expect(ids()).toEqual(['card', 'applePay']));
    reconnect();
  });
});
