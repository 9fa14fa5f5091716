import type { Appearance } from '../appearance/appearanceSchema';
import { frameFieldStyles } from '../appearance/appearanceRules';
import { appearanceVariables } from '../appearance/appearanceVariables';
import { lookUpBin } from '../binLookup/binLookup';
import { resolveExpiryDateFormat } from '../card/expiryDateFormat';
import { resolveExpiryYearFormat } from '../card/expiryYearFormat';
import { createCardFormController, type CardFormController } from '../cardForm/cardFormController';
import type { PaymentClient } from '../client/createPaymentClient';
import type { ParsedCardFormOptions } from '../client/cardFormOptions';
import { cardPaymentItem, type CardDataTokens } from '../executor/authorizeBody';
import type { CardElementType, ElementState } from '../frame/elementTypes';
import { createTranslator, type Translate } from '../i18n/translate';
import type { MessageKey } from '../i18n/en';
import { createStore, type Store } from '../store/createStore';
import { autoHideFailure } from './autoHideFailure';
import { checkoutReducer, initialCheckoutState, type CheckoutAction, type CheckoutState } from './checkoutReducer';
import { challengePreparation, resumeOnce, type ReturnPage } from './challengeWindow';
import { createPaymentRunner, type PaymentPreparation, type PaymentRunnerOptions } from './paymentRunner';
import { popupWindows } from './popupWindows';
import type { CardCheckoutParts } from './lazyParts';

type Callback<A extends unknown[] = unknown[]> = ((...args: A) => unknown) | undefined;

export type { AuthorizeResultPayload } from './paymentRunner';

export interface CardCheckout {
  cardForm: CardFormController;
  /** What its pay button does: pay the amount, or verify and store the card (`verifyOnly`). */
  payButtonKind: 'pay' | 'verify';
  /** The client's locale with the merchant's text overrides. */
  translate: Translate;
  store: Store<CheckoutState>;
  /** The form's `autoHideTTL`: the owner of a shared store applies it to the form's failures. */
  autoHideTTL: number | undefined;
  /** Call from the click handler: a challenge popup is opened before anything asynchronous. A drop-in passes its own preparation. */
  pay(preparation?: PaymentPreparation): Promise<void>;
  /** Back from a full-page challenge or a provider's page: reports the payment's result (nothing on any other page). */
  resume(view?: ReturnPage): Promise<void>;
  /** The shopper's cancel on a 3DS challenge. */
  cancel(): void;
  dismissFailure(): void;
}

/**
 * The card form plus the pay flow: collect tokens in the frame, authorize, poll, report.
 * `options` as `parseCardFormOptions` returned them, where they were given;
 * `parts`, what loads later (the 3-D Secure flow, the billing address's countries).
 */
export function createCardCheckout(client: PaymentClient, options: ParsedCardFormOptions, parts: CardCheckoutParts, shared?: { store: Store<CheckoutState>; onSucceeded?: PaymentRunnerOptions['onSucceeded'] }): CardCheckout {
  const events = options.events ?? {};
  const translate = createTranslator(client.locale, options.texts as Partial<Record<MessageKey, string>>);
  // The drop-in shares one checkout store among its options, so one pay runs at a time.
  const store = shared?.store ?? createStore<CheckoutState>(initialCheckoutState);
  // A shared store's owner decides when its failures hide.
  if (!shared) autoHideFailure(store, options.autoHideTTL);
  const dispatch = (action: CheckoutAction) => store.setState((state) => checkoutReducer(state, action));

  const { session } = client;
  const dateFormat = resolveExpiryDateFormat(options.expiryDateFormat);
  const yearFormat = resolveExpiryYearFormat(options.expiryYearFormat);
  for (const warning of [dateFormat.warning, yearFormat.warning]) if (warning) client.log('WARN', warning);
  const binLookupLink = session.links.binLookup;
  const cardForm = createCardFormController({
    frameLink: session.vaultConfiguration.links.cardFrame,
    bearerToken: client.vaultToken,
    vaultId: () => client.session.vaultConfiguration.vaultId,
    locale: client.locale,
    translate,
    texts: options.texts,
    showCardholderName: options.showCardholderName,
    expiryFields: options.expiryFields,
    expiryDateFormat: dateFormat.format,
    expiryYearFormat: yearFormat.format,
    enableCardIcon: options.enableCardIcon,
    assetsUrl: session.vaultConfiguration.links.assets,
    // The client's appearance themes the frame too: its variables and its `.Input` rules (explicit styles win).
    variables: appearanceVariables(client.options.appearance as Appearance | undefined),
    styles: frameFieldStyles((client.options.appearance as Appearance | undefined)?.rules, options.styles),
    fonts: options.fonts,
    paymentMethods: options.installments ? session.paymentMethods : [],
    lookUpBin: binLookupLink ? (bin) => lookUpBin(client.api, binLookupLink, bin, (error) => client.log('ERROR', `BIN lookup failed: ${(error as Error).message}`)) : undefined,
    billingAddress: options.billingAddress ? { assetsUrl: session.vaultConfiguration.links.assets, loadCountries: parts.loadCountries } : undefined,
    // Storing is the point of a verification: there is nothing to untick.
    showStoreInstrument: !options.verifyOnly && (options.showStoreInstrument ?? session.holderReference !== undefined),
    storeInstrument: options.storeInstrument,
    enrollInstrumentToNetworkOffers: options.enrollInstrumentToNetworkOffers,
    events: {
      onReady: events.onReady as Callback<[HTMLElement]>,
      onChange: events.onChange as Callback<[CardElementType, ElementState]>,
      onFocus: events.onFocus as Callback<[CardElementType, ElementState]>,
      onBlur: events.onBlur as Callback<[CardElementType, ElementState]>,
      // Enter in the frame is a SUBMIT event for the merchant, then a pay attempt.
      onSubmit: () => {
        (events.onSubmit as Callback<[]>)?.();
        void pay();
      },
    },
    debug: (message) => client.log('DEBUG', message),
  });

  // A redirect that is not a challenge (a method that leaves the page) navigates, as in the drop-in.
  const runner = createPaymentRunner({
    client,
    translate,
    store,
    events,
    windows: popupWindows(),
    flows: { '3ds': parts.threeDSecureFlow, redirect: parts.redirectFlows.redirect },
    challengeWindow: options.challengeWindow,
    onSucceeded: shared?.onSucceeded,
  });

  async function pay(given?: PaymentPreparation): Promise<void> {
    const preparation = given ?? challengePreparation(options.challengeWindow, () => runner.openPopup());
    if (!cardForm.store.getState().isValid) {
      preparation?.popup?.close();
      return;
    }
    await runner.run(async () => {
      const collected = await cardForm.collect();
      return cardPaymentItem({
        cardData: collected.cardData.tokens as unknown as CardDataTokens,
        storeInstrument: options.verifyOnly || collected.storeInstrument,
        installmentsCount: collected.selectedInstallment?.count,
        billingAddress: collected.billingInfo ?? undefined,
        enrollInstrumentToNetworkOffers: collected.enrollInstrumentToNetworkOffers,
      });
    }, preparation);
  }

  return {
    cardForm,
    payButtonKind: options.verifyOnly ? 'verify' : 'pay',
    translate,
    store,
    autoHideTTL: options.autoHideTTL,
    pay,
    resume: resumeOnce(client, parts.resumePayment, runner.steps),
    cancel: () => runner.cancel(),
    dismissFailure: () => dispatch({ type: 'failureDismissed' }),
  };
}
