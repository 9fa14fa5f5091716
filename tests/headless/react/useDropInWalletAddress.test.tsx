import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../../../headless/core/client/createPaymentClient';
import type { DropInOptionsInput } from '../../../headless/core/dropIn/dropInOptions';
import { useDropIn } from '../../../headless/react/useDropIn';
import { testInitResponse } from '../../support/session';
import { APPLE_PAY_CONFIG, GOOGLE_PAY_CONFIG } from '../core/wallets/walletFakes';

/**
 * What the wallets' stand-in scripts receive from a drop-in made by the hook: a delivery address
 * is asked for only when the merchant listens with `onDeliveryAddressChanged`.
 */
interface Heard {
  googleClient: Record<string, unknown>[];
  googleRequest: Record<string, unknown>[];
  appleRequest: Record<string, unknown>[];
}
const heard: Heard = { googleClient: [], googleRequest: [], appleRequest: [] };

// Each test's own script URLs: the page's loader keeps a loaded script for the page's life.
let run = 0;
function standInScripts() {
  run += 1;
  class PaymentsClient {
    constructor(options: Record<string, unknown>) {
      heard.googleClient.push(options);
    }
    isReadyToPay = async () => ({ result: true });
    loadPaymentData = (request: Record<string, unknown>) => {
      heard.googleRequest.push(request);
      return new Promise(() => {});
    };
    createButton = ({ onClick }: { onClick: () => void }) => Object.assign(document.createElement('button'), { onclick: onClick });
  }
  const ApplePaySession = Object.assign(
    function ApplePaySession(_version: number, request: Record<string, unknown>) {
      heard.appleRequest.push(request);
      return { begin() {}, abort() {} };
    },
    { canMakePayments: () => true, supportsVersion: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 },
  );
  const globals: Record<string, unknown> = { google: { payments: { api: { PaymentsClient } } }, ApplePaySession };
  // The loader appends a script and reads the vendor's global once it loads: define it, then say it loaded.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    const name = script.src.includes('google') ? 'google' : 'ApplePaySession';
    vi.stubGlobal(name, globals[name]);
    queueMicrotask(() => script.dispatchEvent(new Event('load')));
  });
  return {
    googlePay: { ...GOOGLE_PAY_CONFIG, scriptUrl: `${GOOGLE_PAY_CONFIG.scriptUrl}?run=${run}` },
    applePay: { ...APPLE_PAY_CONFIG, scriptUrl: `${APPLE_PAY_CONFIG.scriptUrl}?run=${run}` },
  };
}

function renderDropIn(options: DropInOptionsInput) {
  const configs = standInScripts();
  const client = createPaymentClient(
    testInitResponse({
      paymentMethods: [
        { paymentMethodCode: 'googlePay', clientConfig: configs.googlePay },
        { paymentMethodCode: 'applePay', clientConfig: configs.applePay },
      ],
    }),
    { environment: 'TEST' },
  );
  return renderHook((props: { options: DropInOptionsInput }) => useDropIn(client, props.options), { initialProps: { options } });
}

/** Waits for both wallets to be offered, renders their buttons and presses each. */
async function pressBothWallets(result: { current: ReturnType<typeof useDropIn> }) {
  // The wallets' code is a dynamic import, loaded (and, under the test runner, first compiled) when the drop-in connects.
  await vi.waitFor(() => expect(result.current.options.map((option) => option.id)).toEqual(['googlePay', 'applePay']), { timeout: 5_000 });
  const google = document.createElement('div');
  const apple = document.createElement('div');
  act(() => {
    result.current.getWalletButtonProps('googlePay').containerRef(google);
    result.current.getWalletButtonProps('applePay').containerRef(apple);
  });
  await vi.waitFor(() => expect(google.querySelector('button')).not.toBeNull());
  await vi.waitFor(() => expect(apple.firstElementChild).not.toBeNull());
  google.querySelector('button')!.click();
  apple.firstElementChild!.dispatchEvent(new Event('click'));
}

afterEach(() => {
  heard.googleClient = [];
  heard.googleRequest = [];
  heard.appleRequest = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a drop-in made by useDropIn asks wallet shoppers for a delivery address', () => {
  it('not when the merchant does not listen with onDeliveryAddressChanged', async () => {
    const { result } = renderDropIn({ events: { onAuthorizeSuccess: () => {} } });
    await pressBothWallets(result);
    expect(heard.googleClient[0]).toEqual({ environment: 'TEST' });
    expect(heard.googleRequest[0]).not.toHaveProperty('shippingAddressRequired');
    expect(heard.googleRequest[0]).not.toHaveProperty('callbackIntents');
    expect(heard.appleRequest[0]).not.toHaveProperty('requiredShippingContactFields');
  });

  it('when the merchant listens, and each address reaches the latest callback', async () => {
    const first = vi.fn(() => true);
    const latest = vi.fn(() => true);
    const { result, rerender } = renderDropIn({ events: { onDeliveryAddressChanged: first } });
    await pressBothWallets(result);
    expect(heard.googleRequest[0]).toMatchObject({ shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] });
    expect(heard.appleRequest[0]).toMatchObject({ requiredShippingContactFields: ['postalAddress'] });

    // A later render's callback is the one called, without making the drop-in again.
    rerender({ options: { events: { onDeliveryAddressChanged: latest } } });
    const { paymentDataCallbacks } = heard.googleClient[0] as { paymentDataCallbacks: { onPaymentDataChanged(data: unknown): Promise<unknown> } };
    await paymentDataCallbacks.onPaymentDataChanged({ callbackTrigger: 'INITIALIZE', shippingAddress: { countryCode: 'US', postalCode: '95014' } });
    expect(latest).toHaveBeenCalledWith({ paymentMethodCode: 'googlePay', address: { countryCode: 'US', postalCode: '95014' } });
    expect(first).not.toHaveBeenCalled();
  });
});
