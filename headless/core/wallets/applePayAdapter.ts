import { PaymentClientError } from '../errors/PaymentClientError';
import { createTranslator } from '../i18n/translate';
import { APPLE_PAY } from './constants';
import { deliveryAddressOf } from './deliveryAddress';
import { WALLET_MESSAGES } from './messages';
import { formatMinorUnits } from './minorUnits';
import { loadScript, scriptLoadError } from './scriptLoader';
import { walletScriptUrl } from './scriptUrls';
import type { WalletAdapterOptions, WalletAvailability } from './walletAdapter';
import { applePayConfigSchema, parseWalletConfig } from './walletClientConfig';
import { authorizationFailed, merchantVeto, reportWalletOutcome, userCancelled } from './walletOutcome';
import {
  isApplePaySessionConstructor,
  type ApplePayErrorConstructor,
  type ApplePayPaymentAuthorizedEvent,
  type ApplePayPaymentRequest,
  type ApplePaySessionConstructor,
  type ApplePaySessionInstance,
} from './vendorTypes';

export interface ApplePayButtonOptions {
  type?: string;
  style?: string;
  locale?: string;
}

export interface ApplePayAdapterOptions extends WalletAdapterOptions {
  button?: ApplePayButtonOptions;
}

export interface ApplePayAdapter {
  /** Loads the script and asks the browser whether Apple Pay (session version 3) can be used. */
  checkAvailability(): Promise<WalletAvailability>;
  /** Renders the <apple-pay-button> into the container; a click starts `pay()`. */
  mount(container: HTMLElement): Promise<void>;
  /**
   * Starts a payment. Call it synchronously inside the click handler: Safari only accepts an
   * ApplePaySession created during the user gesture. The merchant veto runs after that, before begin().
   */
  pay(): void;
  unmount(): void;
}

export function createApplePayAdapter(options: ApplePayAdapterOptions): ApplePayAdapter {
  const config = parseWalletConfig(applePayConfigSchema, options.clientConfig);
  const scriptUrl = walletScriptUrl('applePay', options.environment, config.scriptUrl);
  const load = options.loadScript ?? loadScript;
  const translate = options.translate ?? createTranslator('en');
  const { callbacks, executor } = options;
  const button = { ...APPLE_PAY.button, ...options.button };

  let Session: ApplePaySessionConstructor | undefined;
  let buttonElement: HTMLElement | undefined;
  /** Ends the session in progress without a report, e.g. when the option is unmounted. */
  let dropActiveSession: (() => void) | undefined;

  async function loadSession(): Promise<ApplePaySessionConstructor> {
    if (Session) return Session;
    const namespace = await load(scriptUrl, { wallet: 'applePay' });
    if (!isApplePaySessionConstructor(namespace)) throw scriptLoadError('applePay');
    Session = namespace;
    return namespace;
  }

  const total: ApplePayPaymentRequest['total'] = { label: config.displayName, amount: formatMinorUnits(options.amount), type: APPLE_PAY.totalType };

  function paymentRequest(): ApplePayPaymentRequest {
    return {
      countryCode: config.countryCode,
      currencyCode: options.amount.currency,
      supportedNetworks: config.supportedNetworks,
      merchantCapabilities: config.merchantCapabilities,
      total,
      // The sheet asks for a delivery address only when the merchant has a say in it.
      ...(callbacks.onDeliveryAddressChanged ? { requiredShippingContactFields: ['postalAddress'] } : {}),
    };
  }

  /** An address the merchant refused keeps the sheet from paying until the shopper picks another. */
  function unserviceable(message: string): unknown[] {
    const ApplePayError = (globalThis as { ApplePayError?: ApplePayErrorConstructor }).ApplePayError;
    return [ApplePayError ? new ApplePayError(APPLE_PAY.addressUnserviceable, undefined, message) : { code: APPLE_PAY.addressUnserviceable, message }];
  }

  function quietly(action: () => void): void {
    try {
      action();
    } catch {
      // The session is already over; there is nothing left to close.
    }
  }

  function pay(): void {
    if (dropActiveSession) return;
    if (!Session) {
      callbacks.onAuthorizeFailed(new PaymentClientError('UNKNOWN_ERROR', WALLET_MESSAGES.walletUnavailable));
      return;
    }
    const SessionClass = Session;
    let session: ApplePaySessionInstance;
    try {
      session = new SessionClass(APPLE_PAY.sessionVersion, paymentRequest());
    } catch (error) {
      callbacks.onAuthorizeFailed(authorizationFailed(error, translate));
      return;
    }

    let settled = false;
    let authorizing = false;
    const settle = (report: () => void) => {
      if (settled) return;
      settled = true;
      dropActiveSession = undefined;
      report();
    };
    const fail = (error: PaymentClientError) => settle(() => callbacks.onAuthorizeFailed(error));
    dropActiveSession = () => {
      if (authorizing) return;
      settle(() => {});
      quietly(() => session.abort());
    };

    session.onvalidatemerchant = (event) => {
      void (async () => {
        try {
          const merchantSession = await executor.createApplePaySession(event.validationURL);
          if (!settled) session.completeMerchantValidation(merchantSession);
        } catch (error) {
          quietly(() => session.abort());
          fail(PaymentClientError.from(error, 'AUTHORIZATION_ERROR', WALLET_MESSAGES.applePayMerchantValidationFailed));
        }
      })();
    };

    session.onpaymentauthorized = (event: ApplePayPaymentAuthorizedEvent) => {
      authorizing = true;
      void (async () => {
        callbacks.onAuthorizeStart?.();
        try {
          const outcome = await executor.authorize({ paymentToken: JSON.stringify(event.payment.token.paymentData) }, {});
          // The sheet shows success only for authorizeSuccessful (PC-APPLEPAY-3).
          const status = outcome.kind === 'success' ? SessionClass.STATUS_SUCCESS : SessionClass.STATUS_FAILURE;
          quietly(() => session.completePayment({ status }));
          settle(() => reportWalletOutcome(outcome, callbacks));
        } catch (error) {
          quietly(() => session.completePayment({ status: SessionClass.STATUS_FAILURE }));
          fail(authorizationFailed(error, translate));
        }
      })();
    };

    session.oncancel = () => fail(userCancelled(translate));

    const onDeliveryAddressChanged = callbacks.onDeliveryAddressChanged;
    if (onDeliveryAddressChanged) {
      session.onshippingcontactselected = (event) => {
        void onDeliveryAddressChanged(deliveryAddressOf(event.shippingContact)).then((refusal) => {
          if (!settled) quietly(() => session.completeShippingContactSelection(refusal === null ? { newTotal: total } : { newTotal: total, errors: unserviceable(refusal) }));
        });
      };
    }

    void merchantVeto(executor).then((veto) => {
      if (settled) return;
      if (veto) {
        fail(veto);
        return;
      }
      try {
        session.begin();
      } catch (error) {
        fail(authorizationFailed(error, translate));
      }
    });
  }

  async function checkAvailability(): Promise<WalletAvailability> {
    try {
      const SessionClass = await loadSession();
      return SessionClass.supportsVersion(APPLE_PAY.sessionVersion) && SessionClass.canMakePayments() ? { available: true } : { available: false };
    } catch (error) {
      return { available: false, error: PaymentClientError.from(error, 'NETWORK_ERROR', WALLET_MESSAGES.scriptLoadFailed.applePay) };
    }
  }

  async function mount(container: HTMLElement): Promise<void> {
    // The button element is defined by the Apple Pay script.
    await loadSession();
    unmount();
    const element = container.ownerDocument.createElement(APPLE_PAY.buttonElement);
    element.setAttribute('buttonstyle', button.style);
    element.setAttribute('type', button.type);
    element.setAttribute('locale', button.locale);
    element.addEventListener('click', pay);
    container.append(element);
    buttonElement = element;
  }

  function unmount(): void {
    dropActiveSession?.();
    buttonElement?.removeEventListener('click', pay);
    buttonElement?.remove();
    buttonElement = undefined;
  }

  return { checkAvailability, mount, pay, unmount };
}
