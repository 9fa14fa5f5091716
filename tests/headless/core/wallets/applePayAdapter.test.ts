// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApplePayAdapter } from '../../../../headless/core/wallets/applePayAdapter';
import type { DeliveryAddress } from '../../../../headless/core/wallets/deliveryAddress';
import type { LoadScript } from '../../../../headless/core/wallets/scriptLoader';
import type { ApplePayPaymentRequest } from '../../../../headless/core/wallets/vendorTypes';
import type { WalletAuthorizationOutcome } from '../../../../headless/core/wallets/walletExecutor';
import { deferred } from '../../../support/deferred';
import { AMOUNT, APPLE_PAY_CONFIG, fakeExecutor, flush, recordingCallbacks } from './walletFakes';

/** A scripted ApplePaySession: records calls, and lets the test fire the browser's events. */
class FakeApplePaySession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static instances: FakeApplePaySession[] = [];
  static supported = true;
  static canMakePayments = vi.fn(() => FakeApplePaySession.supported);
  static supportsVersion = vi.fn((version: number) => version <= 14);

  calls: string[] = [];
  completedWith: { status: number } | undefined;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null = null;
  oncancel: ((event: unknown) => void) | null = null;
  onshippingcontactselected: ((event: { shippingContact: unknown }) => void) | null = null;
  shippingUpdates: unknown[] = [];

  constructor(
    readonly version: number,
    readonly request: ApplePayPaymentRequest,
  ) {
    FakeApplePaySession.instances.push(this);
  }

  begin() {
    this.calls.push('begin');
  }
  abort() {
    this.calls.push('abort');
  }
  completeMerchantValidation(merchantSession: unknown) {
    this.calls.push(`completeMerchantValidation:${JSON.stringify(merchantSession)}`);
  }
  completeShippingContactSelection(update: unknown) {
    this.shippingUpdates.push(update);
  }
  completePayment(result: { status: number }) {
    this.completedWith = result;
    this.calls.push(`completePayment:${result.status}`);
  }
}

const paymentData = { version: 'EC_v1', data: 'eyJ3YWxsZXQiOiJhcHBsZVBheSJ9' };

function setup(options: { executor?: ReturnType<typeof fakeExecutor>; loadScript?: LoadScript; onDeliveryAddressChanged?: (address: DeliveryAddress) => Promise<string | null> } = {}) {
  FakeApplePaySession.instances = [];
  const executor = options.executor ?? fakeExecutor();
  const recorded = recordingCallbacks();
  const callbacks = options.onDeliveryAddressChanged ? { ...recorded.callbacks, onDeliveryAddressChanged: options.onDeliveryAddressChanged } : recorded.callbacks;
  const loadScript = options.loadScript ?? vi.fn<LoadScript>(async () => FakeApplePaySession);
  const adapter = createApplePayAdapter({ clientConfig: APPLE_PAY_CONFIG, environment: 'TEST', amount: AMOUNT, executor, callbacks, loadScript });
  return { adapter, executor, callbacks, reports: recorded.reports, failures: recorded.failures, loadScript };
}

async function mountedButton(adapter: ReturnType<typeof setup>['adapter']) {
  const container = document.createElement('div');
  document.body.append(container);
  await adapter.mount(container);
  const button = container.querySelector('apple-pay-button');
  if (!(button instanceof HTMLElement)) throw new Error('no apple-pay-button rendered');
  return button;
}

/** Clicks, then walks the session through begin and merchant validation. */
async function clickAndValidate(context: ReturnType<typeof setup>) {
  const button = await mountedButton(context.adapter);
  button.click();
  const session = FakeApplePaySession.instances[0]!;
  await flush();
  session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.sandbox.invalid/paymentservices/startSession' });
  await flush();
  return session;
}

afterEach(() => {
  document.body.replaceChildren();
  FakeApplePaySession.supported = true;
});

describe('Apple Pay adapter', () => {
  it('is available once the script loaded and session version 3 can make payments', async () => {
    const { adapter, loadScript } = setup();
    await expect(adapter.checkAvailability()).resolves.toEqual({ available: true });
    expect(loadScript).toHaveBeenCalledWith(APPLE_PAY_CONFIG.scriptUrl, { wallet: 'applePay' });
    expect(FakeApplePaySession.supportsVersion).toHaveBeenCalledWith(3);
  });

  it('is not available when the browser cannot make payments', async () => {
    FakeApplePaySession.supported = false;
    await expect(setup().adapter.checkAvailability()).resolves.toEqual({ available: false });
  });

  it('is not available, with the load error, when the script fails', async () => {
    const { adapter } = setup({ loadScript: async () => undefined });
    const availability = await adapter.checkAvailability();
    expect(availability).toMatchObject({ available: false, error: { code: 'NETWORK_ERROR', message: 'Apple Pay script could not be loaded' } });
  });

  it('renders the button as buy, black, en-GB by default', async () => {
    const button = await mountedButton(setup().adapter);
    expect(button.getAttribute('type')).toBe('buy');
    expect(button.getAttribute('buttonstyle')).toBe('black');
    expect(button.getAttribute('locale')).toBe('en-GB');
  });

  it('creates the session synchronously in the click, version 3, with the order total', async () => {
    const context = setup();
    const button = await mountedButton(context.adapter);
    button.click();
    expect(FakeApplePaySession.instances).toHaveLength(1);
    const session = FakeApplePaySession.instances[0]!;
    expect(session.version).toBe(3);
    expect(session.request).toEqual({
      countryCode: 'GB',
      currencyCode: 'EUR',
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Sandbox Shop', amount: '8.00', type: 'final' },
    });
    // The merchant veto has not answered yet, so the sheet has not begun.
    expect(session.calls).toEqual([]);
  });

  it('asks the sheet for no delivery address while the merchant does not listen for one', async () => {
    const context = setup();
    const session = await clickAndValidate(context);
    expect(session.request.requiredShippingContactFields).toBeUndefined();
    expect(session.onshippingcontactselected).toBeNull();
  });

  it('asks for a delivery address the merchant hears about, and lets the sheet pay only with one it accepts', async () => {
    const answers = [null, 'We cannot deliver to this address, please choose another one.'];
    const onDeliveryAddressChanged = vi.fn(async () => answers.shift()!);
    const context = setup({ onDeliveryAddressChanged });
    const session = await clickAndValidate(context);
    expect(session.request.requiredShippingContactFields).toEqual(['postalAddress']);
    const total = session.request.total;

    session.onshippingcontactselected?.({ shippingContact: { locality: 'London', administrativeArea: '', postalCode: 'SW1A 2AA', countryCode: 'GB', country: 'United Kingdom' } });
    await flush();
    expect(onDeliveryAddressChanged).toHaveBeenLastCalledWith({ countryCode: 'GB', postalCode: 'SW1A 2AA', city: 'London' });
    expect(session.shippingUpdates).toEqual([{ newTotal: total }]);

    session.onshippingcontactselected?.({ shippingContact: { locality: 'Cupertino', administrativeArea: 'CA', postalCode: '95014', countryCode: 'US' } });
    await flush();
    expect(onDeliveryAddressChanged).toHaveBeenLastCalledWith({ countryCode: 'US', postalCode: '95014', city: 'Cupertino', region: 'CA' });
    // No ApplePayError in this browser: the error goes as the plain object Apple's would equal.
    expect(session.shippingUpdates[1]).toEqual({ newTotal: total, errors: [{ code: 'addressUnserviceable', message: 'We cannot deliver to this address, please choose another one.' }] });
    expect(context.reports).toEqual([]);
  });

  it('builds the refusal with the ApplePayError of the vendor script when there is one', async () => {
    class ApplePayError {
      constructor(
        readonly code: string,
        readonly contactField?: string,
        readonly message?: string,
      ) {}
    }
    vi.stubGlobal('ApplePayError', ApplePayError);
    const context = setup({ onDeliveryAddressChanged: async () => 'No delivery there' });
    const session = await clickAndValidate(context);
    session.onshippingcontactselected?.({ shippingContact: { countryCode: 'US' } });
    await flush();
    const [update] = session.shippingUpdates as { errors: unknown[] }[];
    expect(update!.errors[0]).toBeInstanceOf(ApplePayError);
    expect(update!.errors[0]).toMatchObject({ code: 'addressUnserviceable', contactField: undefined, message: 'No delivery there' });
    vi.unstubAllGlobals();
  });

  it('never begins the session when the merchant vetoes', async () => {
    const veto = deferred<boolean>();
    const context = setup({ executor: fakeExecutor({ preAuthorize: vi.fn(() => veto.promise) }) });
    (await mountedButton(context.adapter)).click();
    veto.resolve(false);
    await flush();
    expect(FakeApplePaySession.instances[0]!.calls).toEqual([]);
    expect(context.reports).toEqual(['failed:VALIDATION_FAILED']);
    expect(context.failures[0]!.message).toBe('Authorization request start validation failed');
  });

  it('treats a veto that throws as a veto', async () => {
    const context = setup({ executor: fakeExecutor({ preAuthorize: vi.fn(async () => Promise.reject(new Error('boom'))) }) });
    (await mountedButton(context.adapter)).click();
    await flush();
    expect(FakeApplePaySession.instances[0]!.calls).toEqual([]);
    expect(context.reports).toEqual(['failed:VALIDATION_FAILED']);
  });

  it('validates the merchant through the executor, then completes with success on authorizeSuccessful', async () => {
    const context = setup();
    const session = await clickAndValidate(context);
    expect(context.executor.createApplePaySession).toHaveBeenCalledWith('https://apple-pay-gateway.sandbox.invalid/paymentservices/startSession');
    expect(session.calls).toEqual(['begin', 'completeMerchantValidation:{"merchantSessionIdentifier":"SSH-1"}']);

    session.onpaymentauthorized?.({ payment: { token: { paymentData } } });
    await flush();
    expect(context.executor.authorize).toHaveBeenCalledWith({ paymentToken: JSON.stringify(paymentData) }, {});
    expect(session.completedWith).toEqual({ status: FakeApplePaySession.STATUS_SUCCESS });
    expect(context.reports).toEqual(['start', 'success']);
  });

  it('completes with failure and reports the decline', async () => {
    const executor = fakeExecutor({ authorize: vi.fn(async () => ({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: 'Card declined' }) as WalletAuthorizationOutcome) });
    const context = setup({ executor });
    const session = await clickAndValidate(context);
    session.onpaymentauthorized?.({ payment: { token: { paymentData } } });
    await flush();
    expect(session.completedWith).toEqual({ status: FakeApplePaySession.STATUS_FAILURE });
    expect(context.reports).toEqual(['start', 'failed:AUTHORIZATION_ERROR']);
    expect(context.failures[0]!.message).toBe('Card declined');
  });

  it('completes with failure on a pending outcome and passes it on as pending', async () => {
    const pending: WalletAuthorizationOutcome = { kind: 'pending', redirect: { href: 'https://p.test/3ds/exe_1', type: '3ds' } };
    const context = setup({ executor: fakeExecutor({ authorize: vi.fn(async () => pending) }) });
    const session = await clickAndValidate(context);
    session.onpaymentauthorized?.({ payment: { token: { paymentData } } });
    await flush();
    expect(session.completedWith).toEqual({ status: FakeApplePaySession.STATUS_FAILURE });
    expect(context.callbacks.onAuthorizePending).toHaveBeenCalledWith(pending);
  });

  it('completes with failure when the authorization throws', async () => {
    const context = setup({ executor: fakeExecutor({ authorize: vi.fn(async () => Promise.reject(new Error('offline'))) }) });
    const session = await clickAndValidate(context);
    session.onpaymentauthorized?.({ payment: { token: { paymentData } } });
    await flush();
    expect(session.completedWith).toEqual({ status: FakeApplePaySession.STATUS_FAILURE });
    expect(context.reports).toEqual(['start', 'failed:UNKNOWN_ERROR']);
    expect(context.failures[0]!.message).toBe('Authorization Failed');
  });

  it('reports a cancelled sheet as USER_CANCELLED, once', async () => {
    const context = setup();
    const session = await clickAndValidate(context);
    session.oncancel?.({});
    session.oncancel?.({});
    expect(context.reports).toEqual(['failed:USER_CANCELLED']);
    expect(context.failures[0]!.message).toBe('User cancelled the authorization.');
  });

  it('aborts the session when merchant validation fails', async () => {
    const context = setup({ executor: fakeExecutor({ createApplePaySession: vi.fn(async () => Promise.reject(new Error('503'))) }) });
    const session = await clickAndValidate(context);
    expect(session.calls).toEqual(['begin', 'abort']);
    expect(context.reports).toEqual(['failed:AUTHORIZATION_ERROR']);
    expect(context.failures[0]!.message).toBe('Apple Pay merchant validation failed');
  });

  it('ignores clicks while a session is open, and allows a new one after it ended', async () => {
    const context = setup();
    const button = await mountedButton(context.adapter);
    button.click();
    button.click();
    expect(FakeApplePaySession.instances).toHaveLength(1);
    await flush();
    FakeApplePaySession.instances[0]!.oncancel?.({});
    button.click();
    expect(FakeApplePaySession.instances).toHaveLength(2);
  });

  it('reports a session the browser refuses to create', async () => {
    const context = setup();
    const Refusing = Object.assign(
      function Refusing() {
        throw new DOMException('Must create a new ApplePaySession from a user gesture handler.', 'InvalidAccessError');
      },
      { canMakePayments: () => true, supportsVersion: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 },
    );
    const adapter = createApplePayAdapter({
      clientConfig: APPLE_PAY_CONFIG,
      environment: 'TEST',
      amount: AMOUNT,
      executor: context.executor,
      callbacks: context.callbacks,
      loadScript: async () => Refusing,
    });
    (await mountedButton(adapter)).click();
    expect(context.reports).toEqual(['failed:UNKNOWN_ERROR']);
    expect(context.executor.preAuthorize).not.toHaveBeenCalled();
  });

  it('unmount removes the button and aborts a session that was not authorizing yet', async () => {
    const context = setup();
    const session = await clickAndValidate(context);
    context.adapter.unmount();
    expect(document.querySelector('apple-pay-button')).toBeNull();
    expect(session.calls).toContain('abort');
    session.oncancel?.({});
    expect(context.reports).toEqual([]);
  });
});
