import { lookUpBin } from '../binLookup/binLookup';
import { resolveExpiryDateFormat } from '../card/expiryDateFormat';
import { resolveExpiryYearFormat } from '../card/expiryYearFormat';
import { createCardFormController, type CardFormController } from '../cardForm/cardFormController';
import type { PaymentClient } from '../client/createPaymentClient';
import { fontHttpOrigin, parseCardFormOptions, type CardFormOptionsInput } from '../client/cardFormOptions';
import { PaymentClientError } from '../errors/PaymentClientError';
import { authorize, type AuthorizationOutcome } from '../executor/authorize';
import { buildCardAuthorizeBody, type CardDataTokens } from '../executor/authorizeBody';
import type { CardElementType, ElementState } from '../frame/elementTypes';
import { createTranslator, type Translate } from '../i18n/translate';
import type { MessageKey } from '../i18n/en';
import { createStore, type Store } from '../store/createStore';
import { checkoutReducer, initialCheckoutState, type CheckoutAction, type CheckoutState } from './checkoutReducer';

type Callback<A extends unknown[] = unknown[]> = ((...args: A) => unknown) | undefined;

/** What merchants receive on success or pending: ids and outcome, never card data. */
export interface AuthorizeResultPayload {
  executionId: string;
  status: string;
}

export interface CardCheckout {
  cardForm: CardFormController;
  /** The client's locale with the merchant's text overrides. */
  translate: Translate;
  store: Store<CheckoutState>;
  pay(): Promise<void>;
  dismissFailure(): void;
}

async function approvedByMerchant(callback: Callback): Promise<void> {
  if (!callback) return;
  let approved: unknown;
  try {
    approved = await callback();
  } catch (cause) {
    throw new PaymentClientError('VALIDATION_FAILED', 'Callback passed to onAuthorizeRequestStart threw an error', { cause });
  }
  if (approved === false) {
    throw new PaymentClientError('VALIDATION_FAILED', 'Callback passed to onAuthorizeRequestStart resolved to false');
  }
}

/** The card form plus the pay flow: collect tokens in the frame, authorize, poll, report. */
export function createCardCheckout(client: PaymentClient, rawOptions?: CardFormOptionsInput): CardCheckout {
  const options = parseCardFormOptions(rawOptions, fontHttpOrigin(client.options.environment, client.session.vaultConfiguration.vaultUrl));
  const events = options.events ?? {};
  const translate = createTranslator(client.locale, options.texts as Partial<Record<MessageKey, string>>);
  const store = createStore<CheckoutState>(initialCheckoutState);
  const dispatch = (action: CheckoutAction) => store.setState((state) => checkoutReducer(state, action));

  const { session } = client;
  const dateFormat = resolveExpiryDateFormat(options.expiryDateFormat);
  const yearFormat = resolveExpiryYearFormat(options.expiryYearFormat);
  for (const warning of [dateFormat.warning, yearFormat.warning]) if (warning) client.log('WARN', warning);
  const binLookupLink = session.links.binLookup;
  const cardForm = createCardFormController({
    frameLink: session.vaultConfiguration.links.cardFrame,
    bearerToken: client.vaultToken,
    locale: client.locale,
    translate,
    texts: options.texts,
    showCardholderName: options.showCardholderName,
    expiryFields: options.expiryFields,
    expiryDateFormat: dateFormat.format,
    expiryYearFormat: yearFormat.format,
    enableCardIcon: options.enableCardIcon,
    styles: options.styles,
    fonts: options.fonts,
    paymentMethods: options.installments ? session.paymentMethods : [],
    lookUpBin: binLookupLink ? (bin) => lookUpBin(client.api, binLookupLink, bin) : undefined,
    billingAddress: options.billingAddress ? { assetsUrl: session.vaultConfiguration.links.assets } : undefined,
    showStoreInstrument: options.showStoreInstrument ?? session.holderReference !== undefined,
    storeInstrument: options.storeInstrument,
    enrollInstrumentToNetworkOffers: options.enrollInstrumentToNetworkOffers,
    events: {
      onReady: events.onReady as Callback<[]>,
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

  function report(outcome: AuthorizationOutcome) {
    const payload: AuthorizeResultPayload = {
      executionId: outcome.execution.id,
      status: outcome.execution.status.at(-1)?.code ?? 'unknown',
    };
    if (outcome.type === 'success') {
      dispatch({ type: 'authorizeSucceeded', executionId: outcome.execution.id });
      (events.onAuthorizeSuccess as Callback<[AuthorizeResultPayload]>)?.(payload);
    } else if (outcome.type === 'pending') {
      dispatch({ type: 'authorizePending', executionId: outcome.execution.id });
      (events.onAuthorizePending as Callback<[AuthorizeResultPayload]>)?.(payload);
    } else {
      fail(new PaymentClientError('AUTHORIZATION_ERROR', outcome.reason ?? translate('error.authorizationFailed')));
    }
  }

  function fail(error: PaymentClientError) {
    dispatch({ type: 'authorizeFailed', reason: error.message });
    client.log('ERROR', `${error.code}: ${error.message}`);
    (events.onAuthorizeFailed as Callback<[PaymentClientError]>)?.(error);
  }

  async function pay(): Promise<void> {
    const status = store.getState().status;
    if (status === 'authorizing' || status === 'success' || status === 'pending') return;
    if (!cardForm.store.getState().isValid) return;
    dispatch({ type: 'payRequested' });
    try {
      await approvedByMerchant(events.onAuthorizeRequestStart as Callback);
      const collected = await cardForm.collect();
      const outcome = await authorize({
        client: client.api,
        authorizeUrl: session.links.authorize,
        executionUrl: session.links.execution,
        body: buildCardAuthorizeBody({
          amount: session.amount,
          cardData: collected.cardData.tokens as unknown as CardDataTokens,
          storeInstrument: collected.storeInstrument,
          installmentsCount: collected.selectedInstallment?.count,
          billingAddress: collected.billingInfo ?? undefined,
          enrollInstrumentToNetworkOffers: collected.enrollInstrumentToNetworkOffers,
          returnInfo: client.options.returnInfo,
          riskSessionId: client.options.riskSessionId,
        }),
      });
      report(outcome);
    } catch (error) {
      fail(PaymentClientError.from(error, 'UNKNOWN_ERROR', translate('error.authorizationFailed')));
    }
  }

  return {
    cardForm,
    translate,
    store,
    pay,
    dismissFailure: () => dispatch({ type: 'failureDismissed' }),
  };
}
