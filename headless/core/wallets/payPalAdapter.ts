import { PaymentClientError } from '../errors/PaymentClientError';
import { createTranslator } from '../i18n/translate';
import { randomId } from '../ids/randomId';
import { createStore, type Store } from '../store/createStore';
import { PAYPAL } from './constants';
import { deliveryAddressOf } from './deliveryAddress';
import { WALLET_MESSAGES } from './messages';
import { loadScript, scriptLoadError } from './scriptLoader';
import { payPalScriptUrl, walletScriptUrl } from './scriptUrls';
import type { WalletAdapterOptions, WalletAvailability } from './walletAdapter';
import { parseWalletConfig, payPalConfigSchema } from './walletClientConfig';
import { authorizationFailed, merchantVeto, reportWalletOutcome, userCancelled } from './walletOutcome';
import { isPayPalNamespace, type PayPalApproveData, type PayPalButtonsInstance, type PayPalButtonsOptions, type PayPalNamespace } from './vendorTypes';
import { thrownMessage } from '../errors/thrownMessage';

export interface PayPalStyle {
  color?: string;
  height?: number;
  shape?: string;
  label?: string;
  tagline?: boolean;
  layout?: string;
}

/** Timer functions, injected so the re-render debounce can be tested without waiting. */
export interface PayPalTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PayPalAdapterOptions extends WalletAdapterOptions {
  style?: PayPalStyle;
  /** Initial state of the store checkbox; always false in express mode. */
  storeInstrument?: boolean;
  /** Whether the checkout offers the store checkbox (e.g. only with a holder); express mode hides it. */
  showStoreInstrument?: boolean;
  timers?: PayPalTimers;
  /** A fresh risk correlation id per payment attempt. */
  createCorrelationId?: () => string;
}

export type PayPalButtonStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

export interface PayPalState {
  status: PayPalButtonStatus;
  storeInstrument: boolean;
  showStoreInstrument: boolean;
  error?: PaymentClientError;
}

export interface PayPalAdapter {
  store: Store<PayPalState>;
  /** Loads the SDK and checks that the PayPal funding source is eligible. */
  checkAvailability(): Promise<WalletAvailability>;
  /** Renders the one PayPal button into the container; settles when it is rendered or superseded. */
  mount(container: HTMLElement): Promise<void>;
  /** The store checkbox changed: the button is rendered again after the debounce (PC-PAYPAL-3). */
  setStoreInstrument(checked: boolean): void;
  unmount(): void;
}

interface PendingConfirm {
  href: string;
  storing: boolean;
  /** The order id or billing token the confirm link was issued for. */
  id: string;
}

const browserTimers: PayPalTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createPayPalAdapter(options: PayPalAdapterOptions): PayPalAdapter {
  const config = parseWalletConfig(payPalConfigSchema, options.clientConfig);
  const baseUrl = walletScriptUrl('payPal', options.environment, config.scriptUrl);
  const load = options.loadScript ?? loadScript;
  const translate = options.translate ?? createTranslator('en');
  const timers = options.timers ?? browserTimers;
  const createCorrelationId = options.createCorrelationId ?? randomId;
  const { callbacks, executor } = options;
  const express = config.integrationMode === PAYPAL.expressIntegrationMode;

  const store = createStore<PayPalState>({
    status: 'idle',
    storeInstrument: express ? false : (options.storeInstrument ?? false),
    showStoreInstrument: express ? false : (options.showStoreInstrument ?? true),
  });
  const update = (changes: Partial<PayPalState>) => store.setState((state) => ({ ...state, ...changes }));

  let container: HTMLElement | undefined;
  let buttons: PayPalButtonsInstance | undefined;
  let loading: AbortController | undefined;
  let debounce: unknown;
  let pendingConfirm: PendingConfirm | undefined;

  function scriptUrl(storing: boolean): string {
    return payPalScriptUrl(baseUrl, { clientId: config.clientId, currency: options.amount.currency, storeInstrument: storing, captureMode: config.captureMode });
  }

  async function loadPayPal(storing: boolean, signal?: AbortSignal): Promise<PayPalNamespace> {
    const namespace = await load(scriptUrl(storing), { wallet: 'payPal', signal });
    if (!isPayPalNamespace(namespace)) throw scriptLoadError('payPal');
    return namespace;
  }

  /** The execution cannot be reused after a PayPal error or cancel (PC-PAYPAL-6). */
  function endAttempt(error: PaymentClientError): void {
    pendingConfirm = undefined;
    callbacks.onSessionExpired?.();
    callbacks.onAuthorizeFailed(error);
  }

  /** createOrder / createBillingAgreement: authorize, then hand PayPal the id from the confirm link. */
  async function startAuthorization(storing: boolean): Promise<string> {
    pendingConfirm = undefined;
    callbacks.onAuthorizeStart?.();
    try {
      const outcome = await executor.authorize({ providerData: { riskSessionCorrelationId: createCorrelationId() } }, { storeInstrument: storing });
      if (outcome.kind === 'failure') throw new PaymentClientError(outcome.code, outcome.message);
      const confirm = outcome.kind === 'pending' ? outcome.confirm : undefined;
      if (!confirm?.href) throw new PaymentClientError('AUTHORIZATION_ERROR', WALLET_MESSAGES.noConfirmLink);
      const id = confirm.parameters[storing ? 'billingToken' : 'orderId'];
      if (typeof id !== 'string' || id === '') throw new PaymentClientError('AUTHORIZATION_ERROR', WALLET_MESSAGES.noOrderId);
      pendingConfirm = { href: confirm.href, storing, id };
      return id;
    } catch (error) {
      options.log?.('ERROR', `${WALLET_MESSAGES.payPalOrderCreationFailed}: ${thrownMessage(error)}`);
      // PayPal passes the rejection to onError, which reports it once.
      throw error;
    }
  }

  async function approve(data: PayPalApproveData): Promise<void> {
    const confirm = pendingConfirm;
    pendingConfirm = undefined;
    try {
      if (!confirm) throw new PaymentClientError('AUTHORIZATION_ERROR', WALLET_MESSAGES.noConfirmLink);
      const payerId = data.payerID ?? '';
      const body = confirm.storing ? { billingToken: data.billingToken ?? confirm.id, payerId } : { orderId: data.orderID ?? confirm.id, payerId };
      reportWalletOutcome(await executor.confirm(confirm.href, body), callbacks);
    } catch (error) {
      endAttempt(authorizationFailed(error, translate));
    }
  }

  function buttonsOptions(storing: boolean): PayPalButtonsOptions {
    const shared: PayPalButtonsOptions = {
      fundingSource: PAYPAL.fundingSource,
      style: { ...PAYPAL.style, ...options.style },
      onClick: async (_data, actions) => {
        const veto = await merchantVeto(executor);
        if (!veto) return actions.resolve();
        callbacks.onAuthorizeFailed(veto);
        return actions.reject();
      },
      onApprove: approve,
      onCancel: () => endAttempt(userCancelled(translate)),
      onError: (error) => endAttempt(PaymentClientError.from(error, 'AUTHORIZATION_ERROR', translate('error.authorizationFailed'))),
    };
    if (storing) return { ...shared, createBillingAgreement: () => startAuthorization(true) };
    // A billing agreement ships nothing; an order asks about each delivery address PayPal offers.
    const onDeliveryAddressChanged = callbacks.onDeliveryAddressChanged;
    return {
      ...shared,
      createOrder: () => startAuthorization(false),
      ...(onDeliveryAddressChanged && {
        async onShippingAddressChange(data, actions) {
          // PayPal shows its own refusal text, in the buyer's language.
          if ((await onDeliveryAddressChanged(deliveryAddressOf(data.shippingAddress))) !== null) await actions.reject(data.errors?.[PAYPAL.addressError]);
        },
      }),
    };
  }

  function closeButtons(): void {
    const previous = buttons;
    buttons = undefined;
    // close() only tears down the vendor's frame; failures there leave nothing to clean up.
    if (previous) void Promise.resolve().then(() => previous.close()).catch(() => {});
    container?.replaceChildren();
  }

  /** Renders the single button; a newer render aborts this one's script wait (PC-PAYPAL-2). */
  async function render(): Promise<void> {
    const target = container;
    if (!target) return;
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    closeButtons();
    const storing = store.getState().storeInstrument;
    update({ status: 'loading', error: undefined });
    try {
      const paypal = await loadPayPal(storing, controller.signal);
      if (controller.signal.aborted) return;
      const instance = paypal.Buttons(buttonsOptions(storing));
      if (!instance.isEligible()) {
        update({ status: 'unavailable' });
        return;
      }
      buttons = instance;
      await instance.render(target);
      if (controller.signal.aborted) return;
      update({ status: 'ready' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = PaymentClientError.from(error, 'UNKNOWN_ERROR', WALLET_MESSAGES.payPalRenderFailed);
      options.log?.('ERROR', failure.message);
      update({ status: 'failed', error: failure });
    }
  }

  async function checkAvailability(): Promise<WalletAvailability> {
    try {
      const paypal = await loadPayPal(store.getState().storeInstrument);
      const eligible = paypal.isFundingEligible
        ? paypal.isFundingEligible(PAYPAL.fundingSource)
        : paypal.Buttons({ fundingSource: PAYPAL.fundingSource }).isEligible();
      return eligible ? { available: true } : { available: false };
    } catch (error) {
      return { available: false, error: PaymentClientError.from(error, 'NETWORK_ERROR', WALLET_MESSAGES.scriptLoadFailed.payPal) };
    }
  }

  function mount(target: HTMLElement): Promise<void> {
    container = target;
    return render();
  }

  function setStoreInstrument(checked: boolean): void {
    if (express || store.getState().storeInstrument === checked) return;
    update({ storeInstrument: checked });
    if (!container) return;
    if (debounce !== undefined) timers.clearTimeout(debounce);
    debounce = timers.setTimeout(() => {
      debounce = undefined;
      void render();
    }, PAYPAL.rerenderDebounceMs);
  }

  function unmount(): void {
    loading?.abort();
    loading = undefined;
    if (debounce !== undefined) timers.clearTimeout(debounce);
    debounce = undefined;
    closeButtons();
    container = undefined;
    pendingConfirm = undefined;
    update({ status: 'idle', error: undefined });
  }

  return { store, checkAvailability, mount, setStoreInstrument, unmount };
}
