// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayPalAdapter, type PayPalAdapterOptions } from '../../../../headless/core/wallets/payPalAdapter';
import { createScriptLoader, type LoadScript, type ScriptHost } from '../../../../headless/core/wallets/scriptLoader';
import type { PayPalButtonsOptions } from '../../../../headless/core/wallets/vendorTypes';
import type { WalletAuthorizationOutcome } from '../../../../headless/core/wallets/walletExecutor';
import { AMOUNT, PAYPAL_CONFIG, fakeExecutor, flush, recordingCallbacks } from './walletFakes';

/** A scripted window.paypal: every Buttons() call is kept with its options and its render/close calls. */
function fakePayPal(label = 'paypal', eligible = true) {
  const instances: { options: PayPalButtonsOptions; render: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn>; label: string }[] = [];
  const paypal = {
    FUNDING: { PAYPAL: 'paypal' },
    isFundingEligible: vi.fn(() => eligible),
    Buttons(options: PayPalButtonsOptions) {
      const element = document.createElement('button');
      element.textContent = label;
      const instance = {
        options,
        label,
        render: vi.fn(async (container: HTMLElement) => void container.append(element)),
        close: vi.fn(async () => element.remove()),
      };
      instances.push(instance);
      return { isEligible: () => eligible, render: instance.render, close: instance.close };
    },
  };
  return { paypal, instances };
}

const pendingOrder = (parameters: Record<string, unknown>): WalletAuthorizationOutcome => ({
  kind: 'pending',
  confirm: { href: 'https://p.test/v1/executions/exe_1/confirm', parameters },
});

function setup(overrides: Partial<PayPalAdapterOptions> & { eligible?: boolean } = {}) {
  const vendor = fakePayPal('paypal', overrides.eligible ?? true);
  const executor = overrides.executor ?? fakeExecutor({ authorize: vi.fn(async () => pendingOrder({ orderId: 'ORDER-1' })) });
  const recorder = recordingCallbacks();
  const loadScript = vi.fn<LoadScript>(async () => vendor.paypal);
  const adapter = createPayPalAdapter({
    clientConfig: PAYPAL_CONFIG,
    environment: 'TEST',
    amount: AMOUNT,
    executor,
    callbacks: recorder.callbacks,
    loadScript,
    createCorrelationId: () => 'risk-1',
    ...overrides,
  });
  const container = document.createElement('div');
  document.body.append(container);
  return { adapter, executor, loadScript, container, ...vendor, ...recorder };
}

const loadedQuery = (loadScript: ReturnType<typeof vi.fn>, call = 0) => new URL(String(loadScript.mock.calls[call]![0])).searchParams;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('PayPal adapter: rendering', () => {
  it('loads the SDK with the PC-PAYPAL-7 query and renders one gold, 40 px, rect, paypal button without tagline', async () => {
    const context = setup();
    await context.adapter.mount(context.container);
    expect(context.loadScript).toHaveBeenCalledTimes(1);
    expect(String(context.loadScript.mock.calls[0]![0])).toMatch(/^http:\/\/127\.0\.0\.1:4010\/wallets\/paypal\.js\?/);
    expect(Object.fromEntries(loadedQuery(context.loadScript))).toEqual({
      'client-id': 'sb-sandbox',
      intent: 'capture',
      currency: 'EUR',
      vault: 'false',
      components: 'buttons,funding-eligibility',
    });
    expect(context.instances).toHaveLength(1);
    const { options, render } = context.instances[0]!;
    expect(options.style).toEqual({ color: 'gold', height: 40, shape: 'rect', label: 'paypal', tagline: false });
    expect(options.fundingSource).toBe('paypal');
    expect(options.createOrder).toBeTypeOf('function');
    expect(options.createBillingAgreement).toBeUndefined();
    expect(render).toHaveBeenCalledWith(context.container);
    expect(context.adapter.store.getState()).toMatchObject({ status: 'ready', storeInstrument: false, showStoreInstrument: true });
  });

  it('asks for authorize when the capture mode is not Instant', async () => {
    const context = setup({ clientConfig: { ...PAYPAL_CONFIG, captureMode: 'Manual' } });
    await context.adapter.mount(context.container);
    expect(loadedQuery(context.loadScript).get('intent')).toBe('authorize');
  });

  it('is available only when the PayPal funding source is eligible', async () => {
    await expect(setup().adapter.checkAvailability()).resolves.toEqual({ available: true });
    await expect(setup({ eligible: false }).adapter.checkAvailability()).resolves.toEqual({ available: false });
  });

  it('marks the button unavailable instead of rendering an ineligible one', async () => {
    const context = setup({ eligible: false });
    await context.adapter.mount(context.container);
    expect(context.instances[0]!.render).not.toHaveBeenCalled();
    expect(context.adapter.store.getState().status).toBe('unavailable');
  });

  it('reports a failed script load in its state', async () => {
    const context = setup({ loadScript: async () => undefined });
    await context.adapter.mount(context.container);
    expect(context.adapter.store.getState()).toMatchObject({ status: 'failed', error: { message: 'PayPal script could not be loaded' } });
  });
});

describe('PayPal adapter: delivery address', () => {
  const cupertino = { city: 'Cupertino', state: 'CA', postalCode: '95014', countryCode: 'US' };
  const errors = { ADDRESS_ERROR: "Your order can't be shipped to this address." };

  it('asks about no address while the merchant does not listen for one', async () => {
    const context = setup();
    await context.adapter.mount(context.container);
    expect(context.instances[0]!.options.onShippingAddressChange).toBeUndefined();
  });

  it('passes each address of an order to the merchant and rejects a refused one with the PayPal text', async () => {
    const answers = [null, 'We cannot deliver to this address, please choose another one.'];
    const onDeliveryAddressChanged = vi.fn(async () => answers.shift()!);
    const recorder = recordingCallbacks();
    const context = setup({ callbacks: { ...recorder.callbacks, onDeliveryAddressChanged } });
    await context.adapter.mount(context.container);
    const { onShippingAddressChange } = context.instances[0]!.options;
    const reject = vi.fn(async () => {});

    await onShippingAddressChange!({ orderID: 'ORDER-1', shippingAddress: { city: 'London', state: '', postalCode: 'SW1A 2AA', countryCode: 'GB' }, errors }, { reject });
    expect(onDeliveryAddressChanged).toHaveBeenLastCalledWith({ countryCode: 'GB', postalCode: 'SW1A 2AA', city: 'London' });
    expect(reject).not.toHaveBeenCalled();

    await onShippingAddressChange!({ orderID: 'ORDER-1', shippingAddress: cupertino, errors }, { reject });
    expect(onDeliveryAddressChanged).toHaveBeenLastCalledWith({ countryCode: 'US', postalCode: '95014', city: 'Cupertino', region: 'CA' });
    expect(reject).toHaveBeenCalledExactlyOnceWith(errors.ADDRESS_ERROR);
  });

  it('asks about no address for a billing agreement, which ships nothing', async () => {
    const recorder = recordingCallbacks();
    const context = setup({ callbacks: { ...recorder.callbacks, onDeliveryAddressChanged: async () => null } });
    await context.adapter.mount(context.container);
    context.adapter.setStoreInstrument(true);
    await vi.advanceTimersByTimeAsync(300);
    const latest = context.instances.at(-1)!;
    expect(latest.options.createBillingAgreement).toBeTypeOf('function');
    expect(latest.options.onShippingAddressChange).toBeUndefined();
  });
});

describe('PayPal adapter: store checkbox', () => {
  it('renders again 300 ms after the last change, as a billing agreement (tokenize, vault)', async () => {
    const context = setup();
    await context.adapter.mount(context.container);
    context.adapter.setStoreInstrument(true);
    expect(context.adapter.store.getState().storeInstrument).toBe(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(context.loadScript).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(context.loadScript).toHaveBeenCalledTimes(2);
    expect(loadedQuery(context.loadScript, 1).get('intent')).toBe('tokenize');
    expect(loadedQuery(context.loadScript, 1).get('vault')).toBe('true');
    const latest = context.instances[1]!;
    expect(latest.options.createBillingAgreement).toBeTypeOf('function');
    expect(latest.options.createOrder).toBeUndefined();
  });

  it('coalesces quick changes into one render and keeps one button mounted', async () => {
    const context = setup();
    await context.adapter.mount(context.container);
    context.adapter.setStoreInstrument(true);
    await vi.advanceTimersByTimeAsync(200);
    context.adapter.setStoreInstrument(false);
    await vi.advanceTimersByTimeAsync(200);
    context.adapter.setStoreInstrument(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(context.loadScript).toHaveBeenCalledTimes(2);
    expect(context.instances[0]!.close).toHaveBeenCalled();
    expect(context.container.querySelectorAll('button')).toHaveLength(1);
  });

  it('uses injected timers when given', async () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const timers = { setTimeout: (callback: () => void, ms: number) => scheduled.push({ callback, ms }), clearTimeout: vi.fn() };
    const context = setup({ timers });
    await context.adapter.mount(context.container);
    context.adapter.setStoreInstrument(true);
    expect(scheduled.map((entry) => entry.ms)).toEqual([300]);
    scheduled[0]!.callback();
    await flush(10);
    expect(context.loadScript).toHaveBeenCalledTimes(2);
  });

  it('hides and unchecks the store checkbox in express mode, and ignores changes', async () => {
    const context = setup({ clientConfig: { ...PAYPAL_CONFIG, integrationMode: 'express' }, storeInstrument: true });
    expect(context.adapter.store.getState()).toMatchObject({ storeInstrument: false, showStoreInstrument: false });
    await context.adapter.mount(context.container);
    context.adapter.setStoreInstrument(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(context.adapter.store.getState().storeInstrument).toBe(false);
    expect(context.loadScript).toHaveBeenCalledTimes(1);
    expect(loadedQuery(context.loadScript).get('vault')).toBe('false');
  });

  it('aborts an in-flight load when rendering again, so only the newest button appears', async () => {
    const globals: Record<string, unknown> = {};
    const inserted: HTMLScriptElement[] = [];
    const host: ScriptHost = { createScript: () => document.createElement('script'), insert: (s) => inserted.push(s), readGlobal: (n) => globals[n] };
    const once = fakePayPal('once');
    const vaulted = fakePayPal('vaulted');
    const context = setup({ loadScript: createScriptLoader(host) });
    const firstRender = context.adapter.mount(context.container);
    context.adapter.setStoreInstrument(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(inserted).toHaveLength(2);
    await firstRender;
    // The first script arrives late: its wait was aborted, so it must not render.
    globals.paypal = once.paypal;
    inserted[0]!.dispatchEvent(new Event('load'));
    globals.paypal = vaulted.paypal;
    inserted[1]!.dispatchEvent(new Event('load'));
    await flush(10);
    expect(once.instances).toHaveLength(0);
    expect(vaulted.instances).toHaveLength(1);
    expect(context.container.textContent).toBe('vaulted');
    expect(context.adapter.store.getState().status).toBe('ready');
  });

  it('unmount aborts the pending render and empties the container', async () => {
    const context = setup();
    await context.adapter.mount(context.container);
    context.adapter.setStoreInstrument(true);
    context.adapter.unmount();
    await vi.advanceTimersByTimeAsync(1000);
    expect(context.loadScript).toHaveBeenCalledTimes(1);
    expect(context.container.childNodes).toHaveLength(0);
    expect(context.adapter.store.getState().status).toBe('idle');
  });
});

describe('PayPal adapter: payment', () => {
  async function mounted(overrides: Partial<PayPalAdapterOptions> = {}) {
    const context = setup(overrides);
    await context.adapter.mount(context.container);
    return { ...context, options: () => context.instances.at(-1)!.options };
  }

  it('creates a one-time order through authorize and confirms it with the payer', async () => {
    const context = await mounted();
    await expect(context.options().createOrder!()).resolves.toBe('ORDER-1');
    expect(context.executor.authorize).toHaveBeenCalledWith({ providerData: { riskSessionCorrelationId: 'risk-1' } }, { storeInstrument: false });
    await context.options().onApprove!({ orderID: 'ORDER-1', payerID: 'PAYER-9' });
    expect(context.executor.confirm).toHaveBeenCalledWith('https://p.test/v1/executions/exe_1/confirm', { orderId: 'ORDER-1', payerId: 'PAYER-9' });
    expect(context.reports).toEqual(['start', 'success']);
  });

  it('creates a billing agreement when storing and confirms it with the billing token', async () => {
    const executor = fakeExecutor({ authorize: vi.fn(async () => pendingOrder({ billingToken: 'BA-7' })) });
    const context = await mounted({ executor, storeInstrument: true });
    expect(loadedQuery(context.loadScript).get('intent')).toBe('tokenize');
    await expect(context.options().createBillingAgreement!()).resolves.toBe('BA-7');
    expect(executor.authorize).toHaveBeenCalledWith({ providerData: { riskSessionCorrelationId: 'risk-1' } }, { storeInstrument: true });
    await context.options().onApprove!({ orderID: 'EC-1', payerID: 'PAYER-9', billingToken: 'BA-7' });
    expect(executor.confirm).toHaveBeenCalledWith('https://p.test/v1/executions/exe_1/confirm', { billingToken: 'BA-7', payerId: 'PAYER-9' });
  });

  it("rejects createOrder with 'No order id returned' and reports it through onError", async () => {
    const log = vi.fn();
    const context = await mounted({ executor: fakeExecutor({ authorize: vi.fn(async () => pendingOrder({})) }), log });
    const error = await context.options().createOrder!().catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'No order id returned' });
    expect(log).toHaveBeenCalledWith('ERROR', 'PayPal order creation failed: No order id returned');
    context.options().onError!(error);
    expect(context.reports).toEqual(['start', 'sessionExpired', 'failed:AUTHORIZATION_ERROR']);
    expect(context.failures[0]!.message).toBe('No order id returned');
  });

  it("rejects createOrder with 'No confirm link' when the pending answer has none", async () => {
    const context = await mounted({ executor: fakeExecutor({ authorize: vi.fn(async () => ({ kind: 'pending' }) as WalletAuthorizationOutcome) }) });
    await expect(context.options().createOrder!()).rejects.toThrow('No confirm link');
  });

  it('passes a failed authorization on with its code', async () => {
    const failure: WalletAuthorizationOutcome = { kind: 'failure', code: 'AUTHORIZATION_ERROR', message: 'Risk check failed' };
    const context = await mounted({ executor: fakeExecutor({ authorize: vi.fn(async () => failure) }) });
    await expect(context.options().createOrder!()).rejects.toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'Risk check failed' });
  });

  it("fails an approval without a confirm link with 'No confirm link' and expires the session", async () => {
    const context = await mounted();
    await context.options().onApprove!({ orderID: 'ORDER-1', payerID: 'PAYER-9' });
    expect(context.executor.confirm).not.toHaveBeenCalled();
    expect(context.reports).toEqual(['sessionExpired', 'failed:AUTHORIZATION_ERROR']);
    expect(context.failures[0]!.message).toBe('No confirm link');
  });

  it('emits session expired and USER_CANCELLED when the shopper cancels', async () => {
    const context = await mounted();
    await context.options().createOrder!();
    context.options().onCancel!({ orderID: 'ORDER-1' });
    expect(context.reports).toEqual(['start', 'sessionExpired', 'failed:USER_CANCELLED']);
    expect(context.failures[0]!.message).toBe('User cancelled the authorization.');
  });

  it('emits session expired and a failure on a PayPal error', async () => {
    const context = await mounted();
    context.options().onError!(new Error('popup closed unexpectedly'));
    expect(context.reports).toEqual(['sessionExpired', 'failed:AUTHORIZATION_ERROR']);
  });

  it('reports a declined confirmation with the provider reason', async () => {
    const executor = fakeExecutor({
      authorize: vi.fn(async () => pendingOrder({ orderId: 'ORDER-1' })),
      confirm: vi.fn(async () => ({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: 'Payer declined' }) as WalletAuthorizationOutcome),
    });
    const context = await mounted({ executor });
    await context.options().createOrder!();
    await context.options().onApprove!({ orderID: 'ORDER-1', payerID: 'PAYER-9' });
    expect(context.failures[0]).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'Payer declined' });
  });

  it('rejects the click when the merchant vetoes', async () => {
    const context = await mounted({ executor: fakeExecutor({ preAuthorize: vi.fn(async () => false) }) });
    const actions = { resolve: vi.fn(async () => {}), reject: vi.fn(async () => {}) };
    await context.options().onClick!({}, actions);
    expect(actions.reject).toHaveBeenCalled();
    expect(actions.resolve).not.toHaveBeenCalled();
    expect(context.reports).toEqual(['failed:VALIDATION_FAILED']);
  });

  it('lets the click through when the merchant allows it', async () => {
    const context = await mounted();
    const actions = { resolve: vi.fn(async () => {}), reject: vi.fn(async () => {}) };
    await context.options().onClick!({}, actions);
    expect(actions.resolve).toHaveBeenCalled();
    expect(context.reports).toEqual([]);
  });
});
