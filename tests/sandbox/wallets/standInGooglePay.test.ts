// @vitest-environment happy-dom
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGooglePayAdapter } from '../../../headless/core/wallets/googlePayAdapter';
import type { GooglePaymentsApi, GooglePaymentDataRequest } from '../../../headless/core/wallets/vendorTypes';
import type { WalletAuthorizationOutcome } from '../../../headless/core/wallets/walletExecutor';
import { decodeTestToken, pressKey, runStandIn } from './standInScripts';
import { AMOUNT, GOOGLE_PAY_CONFIG, fakeExecutor, recordingCallbacks } from '../../headless/core/wallets/walletFakes';

const request: GooglePaymentDataRequest = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [
    {
      type: 'CARD',
      parameters: { allowedAuthMethods: ['PAN_ONLY'], allowedCardNetworks: ['VISA'] },
      tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'sandbox', gatewayMerchantId: 'gw-1' } },
    },
  ],
  merchantInfo: { merchantName: 'Sandbox Shop' },
  transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '8.00', currencyCode: 'EUR' },
};

let googleGlobal: unknown;
let api: GooglePaymentsApi;

beforeAll(async () => {
  await runStandIn('google-pay.js');
  googleGlobal = (window as unknown as { google: unknown }).google;
  api = (googleGlobal as { payments: { api: GooglePaymentsApi } }).payments.api;
});

afterEach(() => document.body.replaceChildren());

describe('Google Pay stand-in', () => {
  it('is ready to pay with API version 2.0 and refuses other versions as a developer error', async () => {
    const client = new api.PaymentsClient({ environment: 'TEST' });
    await expect(client.isReadyToPay({ ...request })).resolves.toEqual({ result: true });
    await expect(client.isReadyToPay({ ...request, apiVersion: 1 })).rejects.toMatchObject({ statusCode: 'DEVELOPER_ERROR' });
  });

  it('refuses an unknown environment like the real client', () => {
    expect(() => new api.PaymentsClient({ environment: 'STAGING' as 'TEST' })).toThrow(/environment/);
  });

  it('creates a button that honours colour, type and size mode and calls onClick', async () => {
    const client = new api.PaymentsClient({ environment: 'TEST' });
    const onClick = vi.fn();
    const element = client.createButton({ onClick, buttonColor: 'black', buttonType: 'long', buttonSizeMode: 'fill', allowedPaymentMethods: [] });
    document.body.append(element);
    expect(element.dataset).toMatchObject({ buttonColor: 'black', buttonType: 'long', buttonSizeMode: 'fill' });
    const button = screen.getByRole('button', { name: 'Buy with Google Pay' });
    expect(button.style.getPropertyValue('inline-size')).toBe('100%');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('with the SHIPPING_ADDRESS intent, asks onPaymentDataChanged about each address and pays only with an accepted one', async () => {
    const user = userEvent.setup();
    const heard: unknown[] = [];
    const onPaymentDataChanged = vi.fn(async (data: { callbackTrigger?: string; shippingAddress?: unknown }) => {
      heard.push(data);
      const address = data.shippingAddress as { countryCode: string };
      return address.countryCode === 'GB' ? {} : { error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: 'No delivery there', intent: 'SHIPPING_ADDRESS' } };
    });
    const client = new api.PaymentsClient({ environment: 'TEST', paymentDataCallbacks: { onPaymentDataChanged } });
    const paid = client.loadPaymentData({ ...request, shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] });
    const dialog = screen.getByRole('dialog', { name: 'Google Pay' });
    const pay = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Pay' });
    expect(pay.disabled).toBe(true);
    await vi.waitFor(() => expect(pay.disabled).toBe(false));
    expect(heard).toEqual([{ callbackTrigger: 'INITIALIZE', shippingAddress: { administrativeArea: '', countryCode: 'GB', locality: 'London', postalCode: 'SW1A 2AA' } }]);

    await user.click(within(dialog).getByRole('radio', { name: /Cupertino/ }));
    await vi.waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('No delivery there'));
    expect(heard[1]).toMatchObject({ callbackTrigger: 'SHIPPING_ADDRESS', shippingAddress: { countryCode: 'US' } });
    expect(pay.disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /London/ }));
    await vi.waitFor(() => expect(pay.disabled).toBe(false));
    await user.click(pay);
    await expect(paid).resolves.toMatchObject({ shippingAddress: { name: 'Sandbox Shopper', address1: '10 Downing Street', countryCode: 'GB', postalCode: 'SW1A 2AA' } });
  });

  it('refuses the SHIPPING_ADDRESS intent without onPaymentDataChanged as a developer error', async () => {
    const client = new api.PaymentsClient({ environment: 'TEST' });
    await expect(client.loadPaymentData({ ...request, shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] })).rejects.toMatchObject({ statusCode: 'DEVELOPER_ERROR' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns the chosen test card as a PAYMENT_GATEWAY token', async () => {
    const user = userEvent.setup();
    const client = new api.PaymentsClient({ environment: 'TEST' });
    const answer = client.loadPaymentData(request);
    const dialog = screen.getByRole('dialog', { name: 'Google Pay' });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '4242424242424242',
      '4000000000000002',
      '4000000000003220',
    ]);
    await user.click(within(dialog).getByRole('radio', { name: '3-D Secure •••• 3220' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const paymentData = (await answer) as { paymentMethodData: { type: string; tokenizationData: { type: string; token: string } } };
    expect(paymentData.paymentMethodData.type).toBe('CARD');
    expect(paymentData.paymentMethodData.tokenizationData.type).toBe('PAYMENT_GATEWAY');
    expect(decodeTestToken(paymentData.paymentMethodData.tokenizationData.token)).toEqual({ wallet: 'googlePay', testCard: '4000000000003220' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects with CANCELED when the shopper cancels or presses Escape', async () => {
    const user = userEvent.setup();
    const client = new api.PaymentsClient({ environment: 'TEST' });
    const byButton = client.loadPaymentData(request).catch((error: unknown) => error);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(byButton).resolves.toMatchObject({ statusCode: 'CANCELED' });

    const byEscape = client.loadPaymentData(request).catch((error: unknown) => error);
    pressKey(screen.getByRole('dialog', { name: 'Google Pay' }), 'Escape');
    await expect(byEscape).resolves.toMatchObject({ statusCode: 'CANCELED' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a FINAL total without a decimal totalPrice', async () => {
    const client = new api.PaymentsClient({ environment: 'TEST' });
    const bad = { ...request, transactionInfo: { ...request.transactionInfo, totalPrice: '800' + 'x' } };
    await expect(client.loadPaymentData(bad)).rejects.toMatchObject({ statusCode: 'DEVELOPER_ERROR' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside the sheet', async () => {
    const client = new api.PaymentsClient({ environment: 'TEST' });
    void client.loadPaymentData(request).catch(() => {});
    const dialog = screen.getByRole('dialog', { name: 'Google Pay' });
    const first = within(dialog).getByRole('radio', { name: 'Visa •••• 4242' });
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    expect(document.activeElement).toBe(first);
    pay.focus();
    pressKey(pay, 'Tab');
    expect(document.activeElement).toBe(first);
    pressKey(first, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(pay);
    pressKey(pay, 'Escape');
  });

  it('drives the Google Pay adapter end to end, handing a 3DS card’s pending outcome on', async () => {
    const user = userEvent.setup();
    const pending: WalletAuthorizationOutcome = { kind: 'pending', redirect: { href: 'https://p.test/3ds/exe_1', type: '3ds' } };
    const executor = fakeExecutor({ authorize: vi.fn(async () => pending) });
    const { callbacks, reports } = recordingCallbacks();
    const adapter = createGooglePayAdapter({ clientConfig: GOOGLE_PAY_CONFIG, environment: 'TEST', amount: AMOUNT, executor, callbacks, loadScript: async () => googleGlobal });
    await expect(adapter.checkAvailability()).resolves.toEqual({ available: true });
    const container = document.createElement('div');
    document.body.append(container);
    await adapter.mount(container);

    await user.click(screen.getByRole('button', { name: 'Buy with Google Pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Google Pay' });
    within(dialog).getByText('Total: EUR 8.00');
    await user.click(within(dialog).getByRole('radio', { name: '3-D Secure •••• 3220' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await vi.waitFor(() => expect(reports).toEqual(['start', 'pending']));
    const token = (executor.authorize.mock.calls[0]![0] as { paymentToken: string }).paymentToken;
    expect(decodeTestToken(token)).toEqual({ wallet: 'googlePay', testCard: '4000000000003220' });
    expect(callbacks.onAuthorizePending).toHaveBeenCalledWith(pending);
  });
});
