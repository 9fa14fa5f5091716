import { createCardCheckout, type CardCheckout } from '../checkout/cardCheckout';
import { autoHideFailure } from '../checkout/autoHideFailure';
import { initialCheckoutState, type CheckoutState } from '../checkout/checkoutReducer';
import type { PayButtonKind } from '../checkout/checkoutView';
import { createPaymentRunner, type PaymentPreparation } from '../checkout/paymentRunner';
import { challengePreparation, resumeOnce, type ReturnPage } from '../checkout/challengeWindow';
import { popupWindows } from '../checkout/popupWindows';
import type { DropInParts } from '../checkout/lazyParts';
import type { PaymentClient } from '../client/createPaymentClient';
import { PaymentClientError } from '../errors/PaymentClientError';
import { formInvalid, formNotMounted, formSchemaNotFound } from '../dynamicForm/constants';
import type { DynamicForm, DynamicFormOptionsInput } from '../dynamicForm/createDynamicForm';
import type { ExecutionRecord } from '../executor/executionRecord';
import { dropInEn, type DropInMessageKey } from '../i18n/dropInMessages';
import { createTranslator, type Translate } from '../i18n/translate';
import { takeInstrumentsFromRecord } from '../instruments/storedInstruments';
import { createStore, type Store } from '../store/createStore';
import { activeOption, dropInReducer, initialDropInState, type DropInAction, type DropInState } from './dropInReducer';
import type { ParsedDropInOptions } from './dropInOptions';
import type { DropInWallets } from './dropInWallets';
import { buildPaymentOptions, MALFORMED_CLIENT_CONFIG, POLLING_REDIRECT_METHODS, unclassifiedMethods, type PaymentOption } from './paymentOptions';
import type { LoadScript } from '../wallets/scriptLoader';

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

/**
 * The drop-in (PC-DROPIN-1 to PC-DROPIN-8): the option list, one
 * active option at a time, and the pay flow of whichever option is active.
 */
export interface DropInDependencies {
  /** What loads later: the wallets, the form methods' forms, the 3-D Secure flow, the countries. */
  parts: DropInParts;
  /** Loads the wallets' scripts; the page's shared loader by default. */
  loadScript?: LoadScript;
}

/** `options` as `parseDropInOptions` returned them, where they were given; its card options with them. */
export function createDropIn(client: PaymentClient, options: ParsedDropInOptions, dependencies: DropInDependencies): DropIn {
  const { parts } = dependencies;
  const events = options.events ?? {};
  const translate = createTranslator(client.locale, options.texts);
  const text = createTranslator<DropInMessageKey>(client.locale, options.texts, dropInEn);
  // A card stored by a payment is in its execution record: the session takes it before the
  // merchant hears of the success, so the stored-instrument calls know it at once.
  const onSucceeded = (record: ExecutionRecord) => takeInstrumentsFromRecord(client, record);
  const store = createStore<DropInState>(initialDropInState);
  const checkout = createStore<CheckoutState>(initialCheckoutState);
  const dispatch = (action: DropInAction) => store.setState((state) => dropInReducer(state, action));
  let availableWallets = new Set<string>();

  const runner = createPaymentRunner({
    client,
    translate,
    store: checkout,
    events,
    windows: popupWindows(),
    timeouts: { redirectPollingMs: options.redirectTimeouts },
    flows: { '3ds': parts.threeDSecureFlow, ...parts.redirectFlows },
    challengeWindow: options.challengeWindow,
    onSucceeded,
  });

  const hasCard = client.session.paymentMethods.some((method) => method.paymentMethodCode === 'card');
  const cardOptions = options.card;
  // The card's options were parsed with the drop-in's; the drop-in's results reach its pay flow too
  // (its `onReady` is the drop-in's own, not its card frame's).
  const { onReady, ...paymentEvents } = events;
  const cardCheckout = hasCard
    ? createCardCheckout(client, { ...cardOptions, challengeWindow: options.challengeWindow, events: { ...paymentEvents, ...cardOptions.events } }, parts, { store: checkout, onSucceeded })
    : null;
  let shown = false;

  // The card option's own `card.autoHideTTL` hides its failures; the drop-in's covers the rest.
  autoHideFailure(checkout, () => (activeOption(store.getState())?.kind === 'card' ? (cardCheckout?.autoHideTTL ?? options.autoHideTTL) : options.autoHideTTL));

  // A method the drop-in cannot classify is left out, and said so rather than dropped silently (PC-DROPIN-9).
  for (const code of unclassifiedMethods(client.session)) client.log('ERROR', `${MALFORMED_CLIENT_CONFIG}: payment method ${code} has no integration type`);
  // A method meant to pay through a form, without the form's schema, cannot be offered (PC-DYNFORM-8).
  for (const method of client.session.paymentMethods) {
    if (method.clientConfig?.flow === 'form' && method.clientConfig.instrumentDataSchema === undefined) client.log('ERROR', formSchemaNotFound(method.paymentMethodCode));
  }

  // Each form method pays with what its form collects; the form loads its schema when first shown.
  const formOptions = options.forms as Pick<DynamicFormOptionsInput, 'texts' | 'onValidityChange'> | undefined;
  const forms = new Map(
    buildPaymentOptions(client.session, new Set())
      .filter((option) => option.kind === 'form')
      .map((option): [string, DynamicForm] => [
        option.paymentMethodCode,
        parts.createForm({
          ...formOptions,
          paymentMethodCode: option.paymentMethodCode,
          schema: option.method?.clientConfig?.instrumentDataSchema,
          locale: client.locale,
          logger: { warn: (message) => client.log('WARN', message), error: (message) => client.log('ERROR', message) },
        }),
      ]),
  );

  function refreshOptions() {
    // A verification stores a new card: stored instruments and other methods have nothing to verify.
    const built = buildPaymentOptions(client.session, availableWallets).filter((option) => !cardOptions.verifyOnly || option.kind === 'card');
    dispatch({ type: 'optionsChanged', options: built, preselectFirst: options.preselectFirst });
  }
  refreshOptions();

  // PC-DROPIN-4: each wallet of the session joins the list once its script confirms it can pay.
  const wallets = parts.createWallets({ client, steps: runner.steps, events, addressRefusal: text('wallet.addressUnserviceable'), loadScript: dependencies.loadScript });
  const walletAvailable = (method: string) => {
    availableWallets = new Set([...availableWallets, method]);
    refreshOptions();
  };

  const preparationFor = (option: PaymentOption): PaymentPreparation => {
    if (POLLING_REDIRECT_METHODS.includes(option.paymentMethodCode)) return { popup: runner.openPopup() };
    // Cards and stored cards may meet a challenge; the card form's rule decides its window.
    return option.kind === 'card' || option.kind === 'storedInstrument' ? challengePreparation(options.challengeWindow, () => runner.openPopup()) : { popup: null };
  };

  function canPay(): boolean {
    const option = activeOption(store.getState());
    if (!option || option.kind === 'payPal' || option.kind === 'googlePay' || option.kind === 'applePay') return false;
    if (option.kind === 'card') return !options.disablePayButtonUntilValid || (cardCheckout?.cardForm.store.getState().isValid ?? false);
    return true;
  }

  function payButtonKind(): PayButtonKind | null {
    const option = activeOption(store.getState());
    if (option?.kind === 'redirect') return 'redirect';
    // With nothing chosen yet the pay button is there, disabled: its default state (PC-BLOCK-6).
    return option === undefined || option.kind === 'card' || option.kind === 'storedInstrument' || option.kind === 'form' ? (cardCheckout?.payButtonKind ?? 'pay') : null;
  }

  return {
    options,
    translate,
    text,
    store,
    checkout,
    cardCheckout,
    forms,
    wallets,
    select(id) {
      const before = store.getState().activeId;
      dispatch({ type: 'optionSelected', id });
      const option = activeOption(store.getState());
      if (option && option.id !== before) (events.onPaymentOptionSelected as ((option: { id: string; paymentMethodCode: string }) => void) | undefined)?.({ id: option.id, paymentMethodCode: option.paymentMethodCode });
    },
    cardFormFocused: () => dispatch({ type: 'cardFormFocused' }),
    shown(element) {
      // React StrictMode attaches a ref twice: the merchant hears once.
      if (shown) return;
      shown = true;
      (onReady as ((element: HTMLElement) => void) | undefined)?.(element);
    },
    canPay,
    payButtonKind,
    pay() {
      const option = activeOption(store.getState());
      if (!option || !canPay()) return Promise.resolve();
      const preparation = preparationFor(option);
      // A polling method's page shows only in its popup: a blocked one fails before anything is authorized.
      if (!preparation.popup && POLLING_REDIRECT_METHODS.includes(option.paymentMethodCode)) {
        const signal = runner.steps.begin();
        if (signal) {
          runner.steps.fail(new PaymentClientError('UNKNOWN_ERROR', translate('error.redirectTimedOut')), signal);
          runner.steps.end(signal);
        }
        return Promise.resolve();
      }
      switch (option.kind) {
        case 'card':
          return cardCheckout ? cardCheckout.pay(preparation) : Promise.resolve();
        case 'storedInstrument':
          return runner.run(() => ({ paymentMethodCode: option.paymentMethodCode, paymentInstrumentId: option.instrument!.id }), preparation);
        case 'redirect':
          return runner.run(() => ({ paymentMethodCode: option.paymentMethodCode, integrationType: 'redirect' }), preparation);
        case 'form': {
          const form = forms.get(option.paymentMethodCode);
          // A form still loading, or invalid (its errors now shown), does not pay.
          const ready = form?.store.getState().status === 'ready';
          if (!form || !ready || !form.validate()) {
            client.log('ERROR', (ready ? formInvalid : formNotMounted)(option.paymentMethodCode));
            preparation.popup?.close();
            return Promise.resolve();
          }
          const instrumentData = form.getData();
          return runner.run(() => ({ paymentMethodCode: option.paymentMethodCode, paymentInstrumentData: { instrumentData } }), preparation);
        }
        default:
          preparation.popup?.close();
          return Promise.resolve();
      }
    },
    resume: resumeOnce(client, parts.resumePayment, runner.steps),
    cancel: () => {
      runner.cancel();
      cardCheckout?.cancel();
    },
    dismissFailure: () => checkout.setState((state) => (state.status === 'failure' ? initialCheckoutState : state)),
    setAvailableWallets(wallets) {
      availableWallets = new Set(wallets);
      refreshOptions();
    },
    connect() {
      // The session may have been refreshed while disconnected.
      refreshOptions();
      const stopSessionWatch = client.onSessionChange(refreshOptions);
      const disconnectWallets = wallets.connect(walletAvailable);
      return () => {
        stopSessionWatch();
        disconnectWallets();
        // A payment still running has lost its page: its challenge frame, popup and polling end with it.
        runner.cancel();
        cardCheckout?.cancel();
      };
    },
  };
}
