// @vitest-environment happy-dom
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApplePayAdapter } from '../../../headless/core/wallets/applePayAdapter';
import { decodeTestToken, pressKey, runStandIn } from './standInScripts';
import { AMOUNT, APPLE_PAY_CONFIG, fakeExecutor, recordingCallbacks } from '../../headless/core/wallets/walletFakes';

interface StandInSession {
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(result: unknown): void;
  completeShippingContactSelection(update: unknown): void;
  onshippingcontactselected: ((event: { shippingContact: Record<string, unknown> }) => void) | null;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: { version: string; data: string } }; shippingContact?: Record<string, unknown> } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}
interface StandInSessionClass {
  new (version: number, request: unknown): StandInSession;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

const VALIDATION_URL = 'https://apple-pay-gateway.sandbox.invalid/paymentservices/startSession';
const request = {
  countryCode: 'GB',
  currencyCode: 'EUR',
  supportedNetworks: ['visa'],
  merchantCapabilities: ['supports3DS'],
  total: { label: 'Sandbox Shop', amount: '8.00', type: 'final' },
};

let Session: StandInSessionClass;

beforeAll(async () => {
  await runStandIn('apple-pay.js');
  Session = (window as unknown as { ApplePaySession: StandInSessionClass }).ApplePaySession;
});

afterEach(() => document.body.replaceChildren());

async function presentedSession() {
  const session = new Session(3, request);
  const validate = vi.fn();
  session.onvalidatemerchant = validate;
  session.begin();
  await vi.waitFor(() => expect(validate).toHaveBeenCalledTimes(1));
  expect(validate.mock.calls[0]![0]).toMatchObject({ validationURL: VALIDATION_URL });
  expect(screen.queryByRole('dialog')).toBeNull();
  session.completeMerchantValidation({ merchantSessionIdentifier: 'SSH-1' });
  return { session, dialog: screen.getByRole('dialog', { name: 'Apple Pay' }) };
}

describe('Apple Pay stand-in', () => {
  it('offers Apple Pay on every test browser with session version 3', () => {
    expect(Session.canMakePayments()).toBe(true);
    expect(Session.supportsVersion(3)).toBe(true);
    expect(Session.supportsVersion(0)).toBe(false);
    expect(Session.STATUS_SUCCESS).toBe(0);
    expect(Session.STATUS_FAILURE).toBe(1);
  });

  it('refuses a payment request without a total', () => {
    expect(() => new Session(3, { ...request, total: undefined })).toThrow(/total/);
  });

  it('shows an accessible sheet after merchant validation and returns the chosen card as an EC_v1 token', async () => {
    const user = userEvent.setup();
    const { session, dialog } = await presentedSession();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    within(dialog).getByText('Total: EUR 8.00');
    const authorized = vi.fn();
    session.onpaymentauthorized = authorized;

    await user.click(within(dialog).getByRole('radio', { name: 'Declined •••• 0002' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(authorized).toHaveBeenCalledTimes(1);
    const { paymentData } = authorized.mock.calls[0]![0].payment.token;
    expect(Object.keys(paymentData)).toEqual(['version', 'data']);
    expect(paymentData.version).toBe('EC_v1');
    expect(decodeTestToken(paymentData.data)).toEqual({ wallet: 'applePay', testCard: '4000000000000002' });
    // The sheet waits for completePayment, as Apple's does.
    expect(dialog.isConnected).toBe(true);
    session.completePayment({ status: Session.STATUS_SUCCESS });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a delivery address when the request wants one, and pays only once the page accepts it', async () => {
    const user = userEvent.setup();
    const ApplePayError = (window as unknown as { ApplePayError: new (code: string) => unknown }).ApplePayError;
    const contacts: Record<string, unknown>[] = [];
    const session = new Session(3, { ...request, requiredShippingContactFields: ['postalAddress'] });
    session.onvalidatemerchant = () => session.completeMerchantValidation({ merchantSessionIdentifier: 'SSH-1' });
    session.onshippingcontactselected = (event) => contacts.push(event.shippingContact);
    const authorized = vi.fn();
    session.onpaymentauthorized = authorized;
    session.begin();
    const dialog = await screen.findByRole('dialog', { name: 'Apple Pay' });
    const pay = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Pay' });

    // The first address is asked about at once, with what prices a delivery only.
    await vi.waitFor(() => expect(contacts).toHaveLength(1));
    expect(contacts[0]).toEqual({ locality: 'London', administrativeArea: '', postalCode: 'SW1A 2AA', countryCode: 'GB', country: 'United Kingdom' });
    expect(pay.disabled).toBe(true);
    session.completeShippingContactSelection({ newTotal: request.total });
    expect(pay.disabled).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: /Cupertino/ }));
    await vi.waitFor(() => expect(contacts).toHaveLength(2));
    expect(contacts[1]).toMatchObject({ countryCode: 'US', postalCode: '95014' });
    session.completeShippingContactSelection({ newTotal: request.total, errors: [new ApplePayError('addressUnserviceable')] });
    expect(pay.disabled).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('The merchant does not deliver to this address.');
    // Each answer is to one question.
    expect(() => session.completeShippingContactSelection({ newTotal: request.total })).toThrow(/no shipping contact/);

    await user.click(within(dialog).getByRole('radio', { name: /London/ }));
    await vi.waitFor(() => expect(contacts).toHaveLength(3));
    session.completeShippingContactSelection({ newTotal: request.total });
    await user.click(pay);
    expect(authorized).toHaveBeenCalledTimes(1);
    expect(authorized.mock.calls[0]![0].payment.shippingContact).toMatchObject({ addressLines: ['10 Downing Street'], countryCode: 'GB' });
  });

  it('asks for no delivery address unless the request wants one', async () => {
    const { session, dialog } = await presentedSession();
    const asked = vi.fn();
    session.onshippingcontactselected = asked;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('group', { name: 'Delivery address' })).toBeNull();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Pay' }).disabled).toBe(false);
  });

  it('cancels on Escape and tells the page through oncancel', async () => {
    const { session, dialog } = await presentedSession();
    const cancelled = vi.fn();
    session.oncancel = cancelled;
    pressKey(within(dialog).getByRole('radio', { name: 'Visa •••• 4242' }), 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
  });

  it('cancels with the Cancel button', async () => {
    const user = userEvent.setup();
    const { session, dialog } = await presentedSession();
    const cancelled = vi.fn();
    session.oncancel = cancelled;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('enforces the session order like Safari', async () => {
    const session = new Session(3, request);
    expect(() => session.completeMerchantValidation({})).toThrow(/merchant validation/);
    expect(() => session.completePayment({ status: 0 })).toThrow(/no payment/);
    session.begin();
    expect(() => session.begin()).toThrow(/already/);
    session.abort();
  });

  it('defines <apple-pay-button> as an accessible button', async () => {
    const button = document.createElement('apple-pay-button');
    button.setAttribute('buttonstyle', 'black');
    button.setAttribute('type', 'buy');
    button.setAttribute('locale', 'en-GB');
    document.body.append(button);
    expect(screen.getByRole('button', { name: 'Buy with Apple Pay' })).toBe(button);
    expect(button.lang).toBe('en-GB');
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    pressKey(button, 'Enter');
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('drives the Apple Pay adapter end to end', async () => {
    const user = userEvent.setup();
    const executor = fakeExecutor();
    const { callbacks, reports } = recordingCallbacks();
    const adapter = createApplePayAdapter({
      clientConfig: APPLE_PAY_CONFIG,
      environment: 'TEST',
      amount: AMOUNT,
      executor,
      callbacks,
      loadScript: async () => Session,
    });
    await expect(adapter.checkAvailability()).resolves.toEqual({ available: true });
    const container = document.createElement('div');
    document.body.append(container);
    await adapter.mount(container);

    await user.click(screen.getByRole('button', { name: 'Buy with Apple Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apple Pay' });
    expect(executor.createApplePaySession).toHaveBeenCalledWith(VALIDATION_URL);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await vi.waitFor(() => expect(reports).toEqual(['start', 'success']));
    const [instrumentData] = executor.authorize.mock.calls[0]!;
    const paymentToken = (instrumentData as { paymentToken: string }).paymentToken;
    const paymentData = JSON.parse(paymentToken) as { version: string; data: string };
    expect(paymentData.version).toBe('EC_v1');
    expect(decodeTestToken(paymentData.data)).toEqual({ wallet: 'applePay', testCard: '4242424242424242' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
