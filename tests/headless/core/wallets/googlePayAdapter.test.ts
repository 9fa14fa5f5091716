// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGooglePayAdapter } from '../../../../headless/core/wallets/googlePayAdapter';
import type { LoadScript } from '../../../../headless/core/wallets/scriptLoader';
import type { DeliveryAddress } from '../../../../headless/core/wallets/deliveryAddress';
import type { GoogleButtonOptions, GooglePaymentData, GooglePaymentDataCallbacks, GooglePaymentDataRequest } from '../../../../headless/core/wallets/vendorTypes';
import type { WalletAuthorizationOutcome } from '../../../../headless/core/wallets/walletExecutor';
import { deferred, type Deferred } from '../../../support/deferred';
import { AMOUNT, GOOGLE_PAY_CONFIG, fakeExecutor, flush, recordingCallbacks } from './walletFakes';

/** A scripted google.payments.api: the test decides what the sheet answers. */
function fakeGoogle(ready = true) {
  const state = {
    environments: [] as string[],
    paymentDataCallbacks: [] as (GooglePaymentDataCallbacks | undefined)[],
    readyRequests: [] as unknown[],
    buttonOptions: undefined as GoogleButtonOptions | undefined,
    sheets: [] as { request: GooglePaymentDataRequest; answer: Deferred<GooglePaymentData> }[],
  };
  class PaymentsClient {
    constructor(options: { environment: string; paymentDataCallbacks?: GooglePaymentDataCallbacks }) {
      state.environments.push(options.environment);
      state.paymentDataCallbacks.push(options.paymentDataCallbacks);
    }
    isReadyToPay(request: unknown) {
      state.readyRequests.push(request);
      return Promise.resolve({ result: ready });
    }
    loadPaymentData(request: GooglePaymentDataRequest) {
      const answer = deferred<GooglePaymentData>();
      state.sheets.push({ request, answer });
      return answer.promise;
    }
    createButton(options: GoogleButtonOptions) {
      state.buttonOptions = options;
      const button = document.createElement('button');
      button.addEventListener('click', (event) => options.onClick(event));
      return button;
    }
  }
  return { google: { payments: { api: { PaymentsClient } } }, state };
}

const paymentData = (token: string): GooglePaymentData => ({ paymentMethodData: { tokenizationData: { token } } });

function setup(
  options: {
    executor?: ReturnType<typeof fakeExecutor>;
    ready?: boolean;
    loadScript?: LoadScript;
    environment?: 'TEST' | 'PRODUCTION';
    onDeliveryAddressChanged?: (address: DeliveryAddress) => Promise<string | null>;
  } = {},
) {
  const vendor = fakeGoogle(options.ready ?? true);
  const executor = options.executor ?? fakeExecutor();
  const recorded = recordingCallbacks();
  const { reports, failures } = recorded;
  const callbacks = options.onDeliveryAddressChanged ? { ...recorded.callbacks, onDeliveryAddressChanged: options.onDeliveryAddressChanged } : recorded.callbacks;
  const loadScript = options.loadScript ?? vi.fn<LoadScript>(async () => vendor.google);
  const adapter = createGooglePayAdapter({
    clientConfig: GOOGLE_PAY_CONFIG,
    environment: options.environment ?? 'TEST',
    amount: AMOUNT,
    executor,
    callbacks,
    loadScript,
  });
  return { adapter, executor, callbacks, reports, failures, loadScript, state: vendor.state };
}

async function mount(context: ReturnType<typeof setup>) {
  const container = document.createElement('div');
  document.body.append(container);
  await context.adapter.mount(container);
  return container.querySelector('button')!;
}

afterEach(() => document.body.replaceChildren());

describe('Google Pay adapter', () => {
  it('asks isReadyToPay with API 2.0 and the method’s networks, in the configured environment', async () => {
    const context = setup();
    await expect(context.adapter.checkAvailability()).resolves.toEqual({ available: true });
    expect(context.loadScript).toHaveBeenCalledWith(GOOGLE_PAY_CONFIG.scriptUrl, { wallet: 'googlePay' });
    expect(context.state.environments).toEqual(['TEST']);
    expect(context.state.readyRequests).toEqual([
      {
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [
          { type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'] } },
        ],
      },
    ]);
  });

  it('is not available when Google Pay says not ready', async () => {
    await expect(setup({ ready: false }).adapter.checkAvailability()).resolves.toEqual({ available: false });
  });

  it('is not available, with the load error, when the script fails', async () => {
    const context = setup({ loadScript: async () => ({}) });
    await expect(context.adapter.checkAvailability()).resolves.toMatchObject({
      available: false,
      error: { code: 'NETWORK_ERROR', message: 'Google Pay script could not be loaded' },
    });
  });

  it('loads Google’s own script in PRODUCTION', async () => {
    const context = setup({ environment: 'PRODUCTION' });
    await context.adapter.checkAvailability();
    expect(context.loadScript).toHaveBeenCalledWith('https://pay.google.com/gp/p/js/pay.js', { wallet: 'googlePay' });
  });

  it('creates the button black, long and fill by default', async () => {
    const context = setup();
    await mount(context);
    expect(context.state.buttonOptions).toMatchObject({ buttonColor: 'black', buttonType: 'long', buttonSizeMode: 'fill' });
  });

  it('opens the sheet synchronously in the click with a FINAL total from the order', async () => {
    const context = setup();
    const button = await mount(context);
    button.click();
    expect(context.state.sheets).toHaveLength(1);
    expect(context.state.sheets[0]!.request).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'] },
          tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'sandbox', gatewayMerchantId: 'gw-merchant-1' } },
        },
      ],
      merchantInfo: { merchantId: 'sandbox-merchant', merchantName: 'Sandbox Shop' },
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '8.00', currencyCode: 'EUR' },
    });
    expect(context.executor.preAuthorize).not.toHaveBeenCalled();
  });

  it('asks the sheet for no delivery address while the merchant does not listen for one', async () => {
    const context = setup();
    (await mount(context)).click();
    expect(context.state.paymentDataCallbacks).toEqual([undefined]);
    expect(context.state.sheets[0]!.request).not.toHaveProperty('shippingAddressRequired');
    expect(context.state.sheets[0]!.request).not.toHaveProperty('callbackIntents');
  });

  it('asks for a delivery address the merchant hears about; a refusal is an unserviceable address error', async () => {
    const answers = [null, 'We cannot deliver to this address, please choose another one.'];
    const onDeliveryAddressChanged = vi.fn(async () => answers.shift()!);
    const context = setup({ onDeliveryAddressChanged });
    (await mount(context)).click();
    expect(context.state.sheets[0]!.request).toMatchObject({ shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] });
    const { onPaymentDataChanged } = context.state.paymentDataCallbacks[0]!;

    await expect(
      onPaymentDataChanged!({ callbackTrigger: 'INITIALIZE', shippingAddress: { administrativeArea: '', countryCode: 'GB', locality: 'London', postalCode: 'SW1A 2AA' } }),
    ).resolves.toEqual({});
    expect(onDeliveryAddressChanged).toHaveBeenLastCalledWith({ countryCode: 'GB', postalCode: 'SW1A 2AA', city: 'London' });
    await expect(
      onPaymentDataChanged!({ callbackTrigger: 'SHIPPING_ADDRESS', shippingAddress: { administrativeArea: 'CA', countryCode: 'US', locality: 'Cupertino', postalCode: '95014' } }),
    ).resolves.toEqual({
      error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: 'We cannot deliver to this address, please choose another one.', intent: 'SHIPPING_ADDRESS' },
    });
    expect(onDeliveryAddressChanged).toHaveBeenLastCalledWith({ countryCode: 'US', postalCode: '95014', city: 'Cupertino', region: 'CA' });
    expect(context.reports).toEqual([]);
  });

  it('authorizes the token after the merchant allows it and reports success', async () => {
    const context = setup();
    (await mount(context)).click();
    context.state.sheets[0]!.answer.resolve(paymentData('tok_gp'));
    await flush(10);
    expect(context.executor.preAuthorize).toHaveBeenCalledTimes(1);
    expect(context.executor.authorize).toHaveBeenCalledWith({ paymentToken: 'tok_gp' }, {});
    expect(context.reports).toEqual(['start', 'success']);
  });

  it('hands a pending 3DS outcome to the caller', async () => {
    const pending: WalletAuthorizationOutcome = { kind: 'pending', redirect: { href: 'https://p.test/3ds/exe_1', type: '3ds' } };
    const context = setup({ executor: fakeExecutor({ authorize: vi.fn(async () => pending) }) });
    (await mount(context)).click();
    context.state.sheets[0]!.answer.resolve(paymentData('tok_3ds'));
    await flush(10);
    expect(context.callbacks.onAuthorizePending).toHaveBeenCalledWith(pending);
    expect(context.reports).toEqual(['start', 'pending']);
  });

  it('does not authorize when the merchant vetoes', async () => {
    const context = setup({ executor: fakeExecutor({ preAuthorize: vi.fn(async () => false) }) });
    (await mount(context)).click();
    context.state.sheets[0]!.answer.resolve(paymentData('tok_gp'));
    await flush(10);
    expect(context.executor.authorize).not.toHaveBeenCalled();
    expect(context.reports).toEqual(['failed:VALIDATION_FAILED']);
  });

  it('reports a closed sheet as USER_CANCELLED', async () => {
    const context = setup();
    (await mount(context)).click();
    context.state.sheets[0]!.answer.reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
    await flush(10);
    expect(context.reports).toEqual(['failed:USER_CANCELLED']);
    expect(context.failures[0]!.message).toBe('User cancelled the authorization.');
    expect(context.executor.authorize).not.toHaveBeenCalled();
  });

  it('reports other sheet errors with their status', async () => {
    const context = setup();
    (await mount(context)).click();
    context.state.sheets[0]!.answer.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'bad request' });
    await flush(10);
    expect(context.reports).toEqual(['failed:AUTHORIZATION_ERROR']);
    expect(context.failures[0]!.message).toBe('Authorization Failed (DEVELOPER_ERROR: bad request)');
  });

  it('reports a decline with the provider’s code and message', async () => {
    const failure: WalletAuthorizationOutcome = { kind: 'failure', code: 'AUTHORIZATION_ERROR', message: 'Card declined' };
    const context = setup({ executor: fakeExecutor({ authorize: vi.fn(async () => failure) }) });
    (await mount(context)).click();
    context.state.sheets[0]!.answer.resolve(paymentData('tok_declined'));
    await flush(10);
    expect(context.failures[0]).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'Card declined' });
  });

  it('opens one sheet at a time and allows another once it closed', async () => {
    const context = setup();
    const button = await mount(context);
    button.click();
    button.click();
    expect(context.state.sheets).toHaveLength(1);
    context.state.sheets[0]!.answer.reject({ statusCode: 'CANCELED' });
    await flush(10);
    button.click();
    expect(context.state.sheets).toHaveLength(2);
  });
});
