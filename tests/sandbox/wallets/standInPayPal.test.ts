// @vitest-environment happy-dom
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayPalAdapter } from '../../../headless/core/wallets/payPalAdapter';
import type { LoadScript } from '../../../headless/core/wallets/scriptLoader';
import type { PayPalButtonsOptions, PayPalNamespace } from '../../../headless/core/wallets/vendorTypes';
import type { WalletAuthorizationOutcome } from '../../../headless/core/wallets/walletExecutor';
import { pressKey, runStandIn } from './standInScripts';
import { AMOUNT, PAYPAL_CONFIG, fakeExecutor, flush, recordingCallbacks } from '../../headless/core/wallets/walletFakes';

const SCRIPT = 'http://127.0.0.1:4010/wallets/paypal.js';
const ORDER_QUERY = 'client-id=sb-sandbox&intent=capture&currency=EUR&vault=false&components=buttons,funding-eligibility';
const VAULT_QUERY = 'client-id=sb-sandbox&intent=tokenize&currency=EUR&vault=true&components=buttons,funding-eligibility';

async function loadPayPal(query: string): Promise<PayPalNamespace & { FUNDING: Record<string, string> }> {
  await runStandIn('paypal.js', `${SCRIPT}?${query}`);
  return (window as unknown as { paypal: PayPalNamespace & { FUNDING: Record<string, string> } }).paypal;
}

function container() {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('PayPal stand-in', () => {
  it('exposes FUNDING and eligibility with the funding-eligibility component', async () => {
    const paypal = await loadPayPal(ORDER_QUERY);
    expect(paypal.FUNDING.PAYPAL).toBe('paypal');
    expect(paypal.isFundingEligible?.('paypal')).toBe(true);
    expect(paypal.isFundingEligible?.('venmo')).toBe(false);
    expect(paypal.Buttons({ fundingSource: 'paypal' }).isEligible()).toBe(true);
    expect(paypal.Buttons({ fundingSource: 'venmo' }).isEligible()).toBe(false);
  });

  it('has no Buttons without the buttons component', async () => {
    const paypal = await loadPayPal('client-id=x&components=funding-eligibility');
    expect(paypal.Buttons).toBeUndefined();
  });

  it('renders a button that honours the style', async () => {
    const paypal = await loadPayPal(ORDER_QUERY);
    await paypal.Buttons({ style: { color: 'black', height: 40, shape: 'pill', label: 'pay', tagline: false }, createOrder: async () => 'ORDER-1' }).render(container());
    const button = screen.getByRole('button', { name: 'Pay with PayPal' });
    expect(button.dataset).toMatchObject({ color: 'black', shape: 'pill', label: 'pay' });
    expect(button.style.getPropertyValue('block-size')).toBe('40px');
    expect(button.style.getPropertyValue('border-radius')).toBe('20px');
  });

  it('refuses what the real SDK refuses', async () => {
    const paypal = await loadPayPal(ORDER_QUERY);
    await expect(paypal.Buttons({ createBillingAgreement: async () => 'BA-1' }).render(container())).rejects.toThrow(/vault=true/);
    await expect(paypal.Buttons({ style: { color: 'green' } }).render(container())).rejects.toThrow(/style.color/);
    await expect(paypal.Buttons({ style: { height: 80 } }).render(container())).rejects.toThrow(/style.height/);
    const withoutClient = await loadPayPal('intent=capture');
    await expect(withoutClient.Buttons({ createOrder: async () => 'O' }).render(container())).rejects.toThrow(/client-id/);
  });

  it('opens the PayPal window after createOrder and approves with the order and a payer', async () => {
    const user = userEvent.setup();
    const paypal = await loadPayPal(ORDER_QUERY);
    const onApprove = vi.fn(async () => {});
    const createOrder = vi.fn(async () => 'ORDER-1');
    await paypal.Buttons({ createOrder, onApprove }).render(container());
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    expect(createOrder).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'PayPal' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in and pay' }));
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    const [data] = onApprove.mock.calls[0]! as unknown as [{ orderID: string; payerID: string; billingToken?: string }];
    expect(data.orderID).toBe('ORDER-1');
    expect(data.payerID).toMatch(/^SBPAYER[0-9A-F]+$/);
    expect(data.billingToken).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks onShippingAddressChange about each address of an order, and approves only with one not rejected', async () => {
    const user = userEvent.setup();
    const paypal = await loadPayPal(ORDER_QUERY);
    const onApprove = vi.fn(async () => {});
    const heard: unknown[] = [];
    const onShippingAddressChange = vi.fn(async (data: { shippingAddress?: unknown; errors?: Record<string, string> }, actions: { reject(message?: string): Promise<void> }) => {
      heard.push(data.shippingAddress);
      if ((data.shippingAddress as { countryCode: string }).countryCode !== 'GB') await actions.reject(data.errors?.COUNTRY_ERROR);
    });
    await paypal.Buttons({ createOrder: async () => 'ORDER-1', onApprove, onShippingAddressChange }).render(container());
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'PayPal' });
    const pay = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Log in and pay' });
    await vi.waitFor(() => expect(pay.disabled).toBe(false));
    expect(heard).toEqual([{ city: 'London', state: '', postalCode: 'SW1A 2AA', countryCode: 'GB' }]);
    expect(onShippingAddressChange.mock.calls[0]![0]).toMatchObject({ orderID: 'ORDER-1' });

    await user.click(within(dialog).getByRole('radio', { name: /Cupertino/ }));
    await vi.waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe("Your order can't be shipped to this country."));
    expect(pay.disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /London/ }));
    await vi.waitFor(() => expect(pay.disabled).toBe(false));
    await user.click(pay);
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
  });

  it('passes the billing token on approval of a billing agreement', async () => {
    const user = userEvent.setup();
    const paypal = await loadPayPal(VAULT_QUERY);
    const onApprove = vi.fn(async (_data: unknown) => {});
    await paypal.Buttons({ createBillingAgreement: async () => 'BA-7', onApprove }).render(container());
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Log in and pay' }));
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    expect(onApprove.mock.calls[0]![0]).toMatchObject({ billingToken: 'BA-7', payerID: expect.any(String) });
  });

  it('calls onCancel when the shopper cancels or presses Escape, never onApprove', async () => {
    const user = userEvent.setup();
    const paypal = await loadPayPal(ORDER_QUERY);
    const options: PayPalButtonsOptions = { createOrder: async () => 'ORDER-1', onApprove: vi.fn(async () => {}), onCancel: vi.fn() };
    await paypal.Buttons(options).render(container());
    const button = screen.getByRole('button', { name: 'PayPal' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(options.onCancel).toHaveBeenCalledTimes(1));
    expect(options.onCancel).toHaveBeenCalledWith({ orderID: 'ORDER-1' }, expect.anything());

    await user.click(button);
    pressKey(await screen.findByRole('dialog', { name: 'PayPal' }), 'Escape');
    await vi.waitFor(() => expect(options.onCancel).toHaveBeenCalledTimes(2));
    expect(options.onApprove).not.toHaveBeenCalled();
  });

  it('sends a createOrder rejection to onError and opens no window', async () => {
    const user = userEvent.setup();
    const paypal = await loadPayPal(ORDER_QUERY);
    const failure = new Error('No order id returned');
    const onError = vi.fn();
    await paypal.Buttons({ createOrder: async () => Promise.reject(failure), onError }).render(container());
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops at onClick when the integration rejects', async () => {
    const user = userEvent.setup();
    const paypal = await loadPayPal(ORDER_QUERY);
    const createOrder = vi.fn(async () => 'ORDER-1');
    await paypal.Buttons({ createOrder, onClick: (_data, actions) => actions.reject() }).render(container());
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await flush(10);
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('close() removes the button', async () => {
    const paypal = await loadPayPal(ORDER_QUERY);
    const buttons = paypal.Buttons({ createOrder: async () => 'ORDER-1' });
    const target = container();
    await buttons.render(target);
    await buttons.close();
    expect(target.childNodes).toHaveLength(0);
  });
});

describe('PayPal adapter with the stand-in', () => {
  /** Loads the stand-in from the URL the adapter built, the way the script tag would. */
  const standInLoader: LoadScript = async (url) => {
    const { search } = new URL(url);
    return loadPayPal(search.slice(1));
  };

  it('pays with a one-time order, then as a billing agreement after the store checkbox changes', async () => {
    const user = userEvent.setup();
    const executor = fakeExecutor({
      authorize: vi.fn(async (_data, opts) =>
        ({
          kind: 'pending',
          confirm: { href: 'https://p.test/v1/executions/exe_1/confirm', parameters: opts.storeInstrument ? { billingToken: 'BA-7' } : { orderId: 'ORDER-1' } },
        }) as WalletAuthorizationOutcome,
      ),
    });
    const { callbacks, reports } = recordingCallbacks();
    const scheduled: (() => void)[] = [];
    const adapter = createPayPalAdapter({
      clientConfig: PAYPAL_CONFIG,
      environment: 'TEST',
      amount: AMOUNT,
      executor,
      callbacks,
      loadScript: standInLoader,
      timers: { setTimeout: (callback) => scheduled.push(callback), clearTimeout: () => {} },
    });
    await expect(adapter.checkAvailability()).resolves.toEqual({ available: true });
    const target = container();
    await adapter.mount(target);

    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Log in and pay' }));
    await vi.waitFor(() => expect(reports).toEqual(['start', 'success']));
    expect(executor.confirm).toHaveBeenCalledWith('https://p.test/v1/executions/exe_1/confirm', { orderId: 'ORDER-1', payerId: expect.stringMatching(/^SBPAYER/) });

    adapter.setStoreInstrument(true);
    scheduled.shift()!();
    await vi.waitFor(() => expect(adapter.store.getState().status).toBe('ready'));
    expect(target.querySelectorAll('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Log in and pay' }));
    await vi.waitFor(() => expect(executor.confirm).toHaveBeenCalledTimes(2));
    expect(executor.authorize).toHaveBeenLastCalledWith({ providerData: { riskSessionCorrelationId: expect.any(String) } }, { storeInstrument: true });
    expect(executor.confirm).toHaveBeenLastCalledWith('https://p.test/v1/executions/exe_1/confirm', { billingToken: 'BA-7', payerId: expect.any(String) });
  });

  it('expires the session and fails when the shopper cancels in the PayPal window', async () => {
    const user = userEvent.setup();
    const executor = fakeExecutor({
      authorize: vi.fn(async () => ({ kind: 'pending', confirm: { href: 'https://p.test/confirm', parameters: { orderId: 'ORDER-1' } } }) as WalletAuthorizationOutcome),
    });
    const { callbacks, reports } = recordingCallbacks();
    const adapter = createPayPalAdapter({ clientConfig: PAYPAL_CONFIG, environment: 'TEST', amount: AMOUNT, executor, callbacks, loadScript: standInLoader });
    await adapter.mount(container());
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(reports).toEqual(['start', 'sessionExpired', 'failed:USER_CANCELLED']));
    expect(executor.confirm).not.toHaveBeenCalled();
  });
});
