import type { CardCheckout } from '../checkout/cardCheckout';
import type { CheckoutState } from '../checkout/checkoutReducer';
import type { PayButtonKind } from '../checkout/checkoutView';
import type { ReturnPage } from '../checkout/challengeWindow';
import type { DropInParts } from '../checkout/lazyParts';
import type { DynamicForm } from '../dynamicForm/createDynamicForm';
import type { DropInMessageKey } from '../i18n/dropInMessages';
import type { Translate } from '../i18n/translate';
import type { Store } from '../store/createStore';
import type { LoadScript } from '../wallets/scriptLoader';
import type { DropInState } from './dropInReducer';
import type { ParsedDropInOptions } from './dropInOptions';
import type { DropInWallets } from './dropInWallets';

/**
 * The drop-in (PC-DROPIN-1 to PC-DROPIN-8): the option list, one
 * active option at a time, and the pay flow of whichever option is active.
 */
export interface DropIn {
  options: ParsedDropInOptions;
  /** The client's messages with the drop-in's `texts` overrides. */
  translate: Translate;
  /** The drop-in's own texts (option names, challenge and popup labels), with the same overrides. */
  text: Translate<DropInMessageKey>;
  /** The radio list and which option is active. */
  store: Store<DropInState>;
  /** One pay flow for every option, so only one payment runs at a time. */
  checkout: Store<CheckoutState>;
  /** The card option's form and pay flow, when the session offers cards. */
  cardCheckout: CardCheckout | null;
  /** The forms of methods that carry an instrument data schema (PC-DYNFORM-1), by method code. */
  forms: ReadonlyMap<string, DynamicForm>;
  select(id: string): void;
  cardFormFocused(): void;
  /** The option list is shown in `element`: calls `onReady` with it, the first time only. */
  shown(element: HTMLElement): void;
  /** Whether the active option's pay button may be pressed. */
  canPay(): boolean;
  /** Which button pays the active option; null when a wallet's own button does. */
  payButtonKind(): PayButtonKind | null;
  /** Call from the click handler: a popup some flows need is opened before anything async. */
  pay(): Promise<void>;
  /** Back from a full-page challenge or a provider's page: reports the payment's result (nothing on any other page). */
  resume(view?: ReturnPage): Promise<void>;
  cancel(): void;
  dismissFailure(): void;
  /** The wallet options' adapters and vendor buttons. */
  wallets: DropInWallets;
  /** Confirmed wallets join the list (PC-DROPIN-4). */
  setAvailableWallets(wallets: Iterable<string>): void;
  /**
   * Starts what outlives a call: the session watch and the wallets' availability checks. Returns
   * the disconnect; connecting again after it works (React StrictMode mounts twice).
   */
  connect(): () => void;
}

/** What a drop-in is built with, apart from the client and its options. */
export interface DropInDependencies {
  /** What loads later: the wallets, the form methods' forms, the 3-D Secure flow, the countries. */
  parts: DropInParts;
  /** Loads the wallets' scripts; the page's shared loader by default. */
  loadScript?: LoadScript;
}
