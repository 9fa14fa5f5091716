import type { FontSource } from '../frame/fonts';
import { toBillingAddress, type BillingAddress } from '../address/billingAddress';
import type { Countries } from '../address/countries';
import { VAULT_TOKEN_EXPIRED, type BearerTokenProvider } from '../auth/bearerTokenProvider';
import { createBinLookupThrottle, type BinLookupResult, type Timers } from '../binLookup/binLookup';
import { PaymentClientError } from '../errors/PaymentClientError';
import { mountCardFrame, type CardFrameHost } from '../frame/cardFrameHost';
import type { CardElementType, ElementState } from '../frame/elementTypes';
import type { CollectResult, FrameConfiguration, FrameMessage } from '../frame/messages';
import { COLLECT_FAILED_MESSAGE, COLLECT_TIMEOUT_MS } from '../frame/protocol';
import { allowedStyles } from '../frame/styleAllowList';
import type { Translate } from '../i18n/translate';
import type { PaymentMethod } from '../session/sessionSchema';
import { createStore, type Store } from '../store/createStore';
import {
  cardNetwork,
  initialCardFormState,
  selectedCountry,
  withBinLookup,
  withCountries,
  withCountriesError,
  withCountry,
  withElementState,
  withInstallment,
  withPostalCode,
  withPostalCodeBlurred,
  withStoreInstrument,
  type CardFormState,
} from './cardFormState';
import { installmentOptionsFor, type InstallmentOption } from './installments';
import { enrollsInNetworkOffers } from './networkOffers';
import { thrownMessage } from '../errors/thrownMessage';

export interface CardFormEvents {
  /** Once per form, with the element its frame is in, the first time the frame can be typed into. */
  onReady?: (element: HTMLElement) => void;
  onChange?: (element: CardElementType, state: ElementState) => void;
  onFocus?: (element: CardElementType, state: ElementState) => void;
  onBlur?: (element: CardElementType, state: ElementState) => void;
  onSubmit?: () => void;
}

export interface CardFormControllerOptions {
  frameLink: string;
  bearerToken: BearerTokenProvider;
  /** The vault to tokenize into, read at each collect: a refreshed session brings a new one. */
  vaultId?: () => string;
  locale: FrameConfiguration['locale'];
  translate: Translate;
  /** Merchant text overrides by message key, including the frame's own keys. */
  texts?: Record<string, string>;
  showCardholderName: boolean;
  expiryFields: FrameConfiguration['expiryFields'];
  expiryDateFormat: FrameConfiguration['expiryDateFormat'];
  expiryYearFormat: FrameConfiguration['expiryYearFormat'];
  enableCardIcon: boolean;
  /** The session's assets host: the frame shows the network icons from there. */
  assetsUrl?: string;
  variables?: Record<string, string>;
  styles?: unknown;
  /** Checked by the options parser; the frame checks them again. */
  fonts?: FontSource[];
  /** The session's payment methods: the card method carries the installment options. */
  paymentMethods: readonly PaymentMethod[];
  /** Looks a BIN up through the session's link; without it no lookup runs. */
  lookUpBin?: (bin: string) => Promise<BinLookupResult>;
  /** Turns the country + postal code selector on; `loadCountries`, which the entry provides, reads them from the assets host. */
  billingAddress?: { assetsUrl: string; loadCountries: (assetsUrl: string, locale: string) => Promise<Countries> };
  showStoreInstrument?: boolean;
  /** The store checkbox's initial state. */
  storeInstrument?: boolean;
  enrollInstrumentToNetworkOffers?: boolean;
  events?: CardFormEvents;
  debug?: (message: string) => void;
  timers?: Timers;
}

/** The card form collect result (PC-CARDFORM-8). */
export interface CardFormCollectResult {
  cardData: CollectResult;
  storeInstrument: boolean;
  selectedInstallment: InstallmentOption | null;
  enrollInstrumentToNetworkOffers: boolean;
  billingInfo: BillingAddress | null;
}

export interface CardFormController {
  store: Store<CardFormState>;
  /** Puts the frame into `container`; the returned function removes it and every listener. */
  attach(container: HTMLElement): () => void;
  collect(): Promise<CardFormCollectResult>;
  setStoreInstrument(checked: boolean): void;
  selectInstallment(count: number | null): void;
  selectCountry(code: string | null): void;
  setPostalCode(value: string): void;
  blurPostalCode(): void;
}



export function createCardFormController(options: CardFormControllerOptions): CardFormController {
  const initialState = () =>
    withStoreInstrument(initialCardFormState(options.billingAddress !== undefined, options.showStoreInstrument ?? false), options.storeInstrument ?? false);
  const store = createStore<CardFormState>(initialState());
  let host: CardFrameHost | null = null;
  let container: HTMLElement | null = null;
  // A form shown again (a drop-in's card option picked again) loads a new frame; the merchant hears of readiness once.
  let announcedReady = false;
  const lookUpBin = options.lookUpBin;
  const binLookup = lookUpBin
    ? createBinLookupThrottle(lookUpBin, applyBinLookup, options.timers)
    : null;
  const pending = new Map<string, { resolve: (result: CollectResult) => void; reject: (error: unknown) => void }>();
  let requestCounter = 0;

  const configuration: FrameConfiguration = {
    locale: options.locale,
    // The frame carries its own catalog; only the merchant's overrides travel (it reads its own keys).
    texts: options.texts ?? {},
    showCardholderName: options.showCardholderName,
    expiryFields: options.expiryFields,
    expiryDateFormat: options.expiryDateFormat,
    expiryYearFormat: options.expiryYearFormat,
    enableCardIcon: options.enableCardIcon,
    ...(options.assetsUrl ? { assetsUrl: options.assetsUrl } : {}),
    variables: options.variables,
    styles: allowedStyles(options.styles),
    ...(options.fonts?.length ? { fonts: options.fonts } : {}),
  };

  function applyBinLookup(result: BinLookupResult | null) {
    const installments = installmentOptionsFor(options.paymentMethods, result?.issuerCountry?.code);
    store.setState((state) => withBinLookup(state, result, installments));
    host?.send({ type: 'network', network: cardNetwork(store.getState()) });
  }

  function onCardNumber(state: ElementState) {
    if (!binLookup) return;
    if (state.bin) binLookup.request(state.bin);
    else if (store.getState().binLookup) {
      binLookup.cancel();
      applyBinLookup(null);
    }
  }

  function loadCountries() {
    const address = options.billingAddress;
    if (!address) return;
    address.loadCountries(address.assetsUrl, options.locale).then(
      (countries) => store.setState((state) => withCountries(state, countries)),
      (error: unknown) => {
        options.debug?.(`countries could not be loaded: ${thrownMessage(error)}`);
        store.setState((state) => withCountriesError(state, options.translate('cardForm.error.countriesUnavailable')));
      },
    );
  }

  function handle(message: FrameMessage) {
    const events = options.events ?? {};
    switch (message.type) {
      case 'ready':
        host?.send({ type: 'configure', configuration });
        store.setState((state) => ({ ...state, status: 'ready' }));
        if (!announcedReady && container) {
          announcedReady = true;
          events.onReady?.(container);
        }
        break;
      case 'element':
        store.setState((state) => withElementState(state, message.element, message.state));
        if (message.element === 'CARD_NUMBER') onCardNumber(message.state);
        if (message.event === 'CHANGE') events.onChange?.(message.element, message.state);
        if (message.event === 'FOCUS') events.onFocus?.(message.element, message.state);
        if (message.event === 'BLUR') events.onBlur?.(message.element, message.state);
        break;
      case 'submit':
        events.onSubmit?.();
        break;
      case 'collected':
        pending.get(message.requestId)?.resolve(message.result);
        pending.delete(message.requestId);
        break;
      case 'collectFailed': {
        const { code, message: text } = message.error;
        // PC-PAY-3: a vault that refuses the token reads as the spec's text; the vault's own stays in `cause`.
        const error =
          code === 'TOKEN_EXPIRED'
            ? new PaymentClientError('SESSION_EXPIRED', VAULT_TOKEN_EXPIRED, { cause: text })
            : new PaymentClientError(code === 'INVALID_CARD' ? 'VALIDATION_FAILED' : 'NETWORK_ERROR', text);
        pending.get(message.requestId)?.reject(error);
        pending.delete(message.requestId);
        break;
      }
      case 'resize':
        break;
    }
  }

  function rejectPending(reason: string) {
    for (const { reject } of pending.values()) reject(new PaymentClientError('ELEMENT_NOT_MOUNTED', reason));
    pending.clear();
  }

  return {
    store,
    attach(element) {
      if (host) throw new PaymentClientError('ELEMENT_NOT_MOUNTED', 'The card form is already mounted; unmount it first');
      container = element;
      host = mountCardFrame({
        container: element,
        frameLink: options.frameLink,
        title: options.translate('cardForm.frameTitle'),
        onMessage: handle,
        onDrop: (reason) => options.debug?.(`dropped a frame message (${reason})`),
      });
      loadCountries();
      return () => {
        host?.destroy();
        host = null;
        container = null;
        binLookup?.cancel();
        rejectPending('The card form was unmounted');
        store.setState(initialState());
      };
    },
    async collect() {
      const cardData = await collectCardData();
      const state = store.getState();
      const { selectedCount, options: installmentOptions } = state.installments;
      const country = selectedCountry(state.billingAddress);
      return {
        cardData,
        storeInstrument: state.storeInstrument,
        selectedInstallment: installmentOptions.find((option) => option.count === selectedCount) ?? null,
        enrollInstrumentToNetworkOffers: enrollsInNetworkOffers(options.enrollInstrumentToNetworkOffers ?? false, cardData.network ?? cardNetwork(state)),
        billingInfo: state.billingAddress.enabled && country ? toBillingAddress(country, state.billingAddress.postalCode) : null,
      };
    },
    setStoreInstrument: (checked) => store.setState((state) => withStoreInstrument(state, checked)),
    selectInstallment: (count) => store.setState((state) => withInstallment(state, count)),
    selectCountry: (code) => store.setState((state) => withCountry(state, code)),
    setPostalCode: (value) => store.setState((state) => withPostalCode(state, value)),
    blurPostalCode: () => store.setState(withPostalCodeBlurred),
  };

  async function collectCardData(): Promise<CollectResult> {
    const frame = host;
    if (!frame || store.getState().status !== 'ready') {
      throw new PaymentClientError('ELEMENT_NOT_MOUNTED', 'All elements must be mounted before collect');
    }
    const vaultToken = await options.bearerToken.get();
    requestCounter += 1;
    const requestId = `collect-${requestCounter}`;
    return new Promise<CollectResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(requestId);
        reject(new PaymentClientError('NETWORK_ERROR', COLLECT_FAILED_MESSAGE));
      }, COLLECT_TIMEOUT_MS);
      pending.set(requestId, {
        resolve: (result) => (clearTimeout(timer), resolve(result)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      const vaultId = options.vaultId?.();
      frame.send({ type: 'collect', requestId, vaultToken, ...(vaultId ? { vaultId } : {}) });
    });
  }
}
