import { createCardCheckout } from '../checkout/cardCheckout';
import { autoHideFailure } from '../checkout/autoHideFailure';
import { initialCheckoutState, type CheckoutState } from '../checkout/checkoutReducer';
import type { PayButtonKind } from '../checkout/checkoutView';
import { createPaymentRunner, type PaymentPreparation } from '../checkout/paymentRunner';
import { challengePreparation, resumeOnce } from '../checkout/challengeWindow';
import { popupWindows } from '../checkout/popupWindows';
import type { PaymentClient } from '../client/createPaymentClient';
import { PaymentClientError } from '../errors/PaymentClientError';
import { formInvalid, formNotMounted } from '../dynamicForm/constants';
import type { ExecutionRecord } from '../executor/executionRecord';
import { dropInEn, type DropInMessageKey } from '../i18n/dropInMessages';
import { createTranslator } from '../i18n/translate';
import { takeInstrumentsFromRecord } from '../instruments/storedInstruments';
import { createStore } from '../store/createStore';
import { activeOption, dropInReducer, initialDropInState, type DropInAction, type DropInState } from './dropInReducer';
import type { ParsedDropInOptions } from './dropInOptions';
import type { DropIn, DropInDependencies } from './dropIn';
import { createDropInForms } from './dropInForms';
import { buildPaymentOptions, MALFORMED_CLIENT_CONFIG, POLLING_REDIRECT_METHODS, unclassifiedMethods, type PaymentOption } from './paymentOptions';

export type { DropIn, DropInDependencies } from './dropIn';

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
  const forms = createDropInForms(client, options, parts);

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
