import type { RunnerSteps } from '../checkout/paymentRunner';
import type { PaymentClient } from '../client/createPaymentClient';
import { createStore, type Store } from '../store/createStore';
import { createApplePayAdapter } from '../wallets/applePayAdapter';
import { createGooglePayAdapter } from '../wallets/googlePayAdapter';
import { createPayPalAdapter, type PayPalAdapter } from '../wallets/payPalAdapter';
import type { LoadScript } from '../wallets/scriptLoader';
import type { WalletAdapterOptions, WalletAvailability } from '../wallets/walletAdapter';
import { WALLET_METHODS, type WalletMethod } from './paymentOptions';
import { initialWalletsState, type WalletButtonStatus, type WalletsState } from './walletsState';
import { createWalletPayment, type WalletPaymentEvents } from './walletPayment';
import { thrownMessage } from '../errors/thrownMessage';

export interface DropInWallets {
  store: Store<WalletsState>;
  /**
   * Loads each wallet's script and reports every wallet confirmed available, until the returned
   * disconnect; a later connect checks again (scripts load once per page).
   */
  connect(onAvailable: (method: WalletMethod) => void): () => void;
  /** Renders the vendor button of an active option into its container. */
  mount(method: WalletMethod, container: HTMLElement): void;
  unmount(method: WalletMethod): void;
  setPayPalStoreInstrument(checked: boolean): void;
}

export interface DropInWalletsOptions {
  client: PaymentClient;
  steps: RunnerSteps;
  events: WalletPaymentEvents;
  /** What a wallet's sheet shows for a delivery address the merchant refuses. */
  addressRefusal: string;
  /** Defaults to the page's shared loader. */
  loadScript?: LoadScript;
}

export type CreateDropInWallets = (options: DropInWalletsOptions) => DropInWallets;

interface WalletHandle {
  checkAvailability(): Promise<WalletAvailability>;
  mount(container: HTMLElement): Promise<void>;
  unmount(): void;
}

/**
 * The drop-in's wallet options (PC-DROPIN-4, PC-APPLEPAY-1, PC-GOOGLEPAY-1, PC-PAYPAL-1): one adapter per wallet method of
 * the session, its availability check at start, and its vendor button while its option is active.
 */
export function createDropInWallets({ client, steps, events, addressRefusal, loadScript }: DropInWalletsOptions): DropInWallets {
  const store = createStore<WalletsState>(initialWalletsState);
  const setButton = (method: WalletMethod, status: WalletButtonStatus) =>
    store.setState((state) => (state.buttons[method] === status ? state : { ...state, buttons: { ...state.buttons, [method]: status } }));
  const adapters = new Map<WalletMethod, WalletHandle>();
  let payPal: PayPalAdapter | undefined;

  function adapterOptions(method: WalletMethod, clientConfig: unknown): WalletAdapterOptions {
    return {
      clientConfig,
      environment: client.options.environment,
      amount: client.session.amount,
      ...createWalletPayment({ client, steps, events, method, addressRefusal }),
      translate: client.translate,
      log: client.log,
      ...(loadScript ? { loadScript } : {}),
    };
  }

  function createAdapter(method: WalletMethod, clientConfig: unknown): WalletHandle {
    const options = adapterOptions(method, clientConfig);
    if (method === 'applePay') return createApplePayAdapter(options);
    if (method === 'googlePay') return createGooglePayAdapter(options);
    const adapter = createPayPalAdapter({ ...options, showStoreInstrument: client.session.holderReference !== undefined });
    payPal = adapter;
    const mirror = () => {
      const { status, storeInstrument, showStoreInstrument } = adapter.store.getState();
      setButton('payPal', status === 'ready' ? 'ready' : status === 'loading' ? 'loading' : status === 'idle' ? 'idle' : 'failed');
      store.setState((state) => ({ ...state, payPal: { storeInstrument, showStoreInstrument } }));
    };
    mirror();
    // Both stores live as long as the drop-in, so this subscription needs no end.
    adapter.store.subscribe(mirror);
    return adapter;
  }

  // A malformed clientConfig leaves its wallet out, logged, instead of breaking the drop-in.
  for (const method of client.session.paymentMethods) {
    const code = method.paymentMethodCode as WalletMethod;
    if (!WALLET_METHODS.includes(code) || adapters.has(code)) continue;
    try {
      adapters.set(code, createAdapter(code, method.clientConfig));
    } catch (error) {
      client.log('ERROR', `${code}: ${thrownMessage(error)}`);
    }
  }

  // Each connect gets a number; answers for an older one are dropped.
  let connection = 0;
  const mounts = new Map<WalletMethod, number>();

  async function checkOne(method: WalletMethod, adapter: WalletHandle, onAvailable: (method: WalletMethod) => void): Promise<void> {
    const asked = connection;
    const availability = await adapter.checkAvailability();
    if (asked !== connection) return;
    if (availability.available) onAvailable(method);
    else if (availability.error) client.log('ERROR', `${availability.error.code}: ${availability.error.message}`);
  }

  return {
    store,
    connect(onAvailable) {
      connection += 1;
      const current = connection;
      // Each wallet joins as soon as it is confirmed, so one slow script holds back no other.
      for (const [method, adapter] of adapters) void checkOne(method, adapter, onAvailable);
      return () => {
        if (current !== connection) return;
        connection += 1;
        for (const adapter of adapters.values()) adapter.unmount();
      };
    },
    mount(method, container) {
      const adapter = adapters.get(method);
      if (!adapter) return;
      const mounting = (mounts.get(method) ?? 0) + 1;
      mounts.set(method, mounting);
      // PayPal reports its own status through its store.
      const report = (status: WalletButtonStatus) => {
        if (method !== 'payPal' && mounts.get(method) === mounting) setButton(method, status);
      };
      report('loading');
      adapter.mount(container).then(
        () => report('ready'),
        (error: unknown) => {
          client.log('ERROR', thrownMessage(error));
          report('failed');
        },
      );
    },
    unmount(method) {
      // A mount still loading its script no longer reports.
      mounts.set(method, (mounts.get(method) ?? 0) + 1);
      adapters.get(method)?.unmount();
      if (method !== 'payPal') setButton(method, 'idle');
    },
    setPayPalStoreInstrument: (checked) => payPal?.setStoreInstrument(checked),
  };
}
