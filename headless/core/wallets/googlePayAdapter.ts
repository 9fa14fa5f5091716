import { PaymentClientError } from '../errors/PaymentClientError';
import { createTranslator } from '../i18n/translate';
import { GOOGLE_PAY } from './constants';
import { deliveryAddressOf } from './deliveryAddress';
import { WALLET_MESSAGES } from './messages';
import { formatMinorUnits } from './minorUnits';
import { loadScript, scriptLoadError } from './scriptLoader';
import { walletScriptUrl } from './scriptUrls';
import type { WalletAdapterOptions, WalletAvailability } from './walletAdapter';
import { googlePayConfigSchema, parseWalletConfig } from './walletClientConfig';
import { authorizationFailed, merchantVeto, reportWalletOutcome, userCancelled } from './walletOutcome';
import {
  googlePaymentsApi,
  type GooglePayCardMethod,
  type GooglePaymentDataCallbacks,
  type GooglePaymentData,
  type GooglePaymentDataRequest,
  type GooglePaymentsClient,
  type GooglePaymentsError,
} from './vendorTypes';

export interface GooglePayButtonOptions {
  buttonColor?: string;
  buttonType?: string;
  buttonSizeMode?: string;
}

export interface GooglePayAdapterOptions extends WalletAdapterOptions {
  button?: GooglePayButtonOptions;
}

export interface GooglePayAdapter {
  /** Loads the script and asks isReadyToPay with the method's networks and auth methods. */
  checkAvailability(): Promise<WalletAvailability>;
  /** Renders the Google Pay button into the container; a click starts `pay()`. */
  mount(container: HTMLElement): Promise<void>;
  /**
   * Opens the payment sheet. Call it synchronously inside the click handler, so the sheet opens
   * under the user gesture; the merchant veto runs once the shopper has chosen a card.
   */
  pay(): void;
  unmount(): void;
}

function isCancelled(error: unknown): boolean {
  return (error as GooglePaymentsError | undefined)?.statusCode === GOOGLE_PAY.cancelledStatusCode;
}

/** PaymentsError carries statusCode and statusMessage rather than being an Error. */
function describeGoogleError(error: unknown, fallback: string): string {
  const { statusCode, statusMessage } = (error ?? {}) as GooglePaymentsError;
  if (statusCode && statusMessage) return `${fallback} (${statusCode}: ${statusMessage})`;
  return fallback;
}

export function createGooglePayAdapter(options: GooglePayAdapterOptions): GooglePayAdapter {
  const config = parseWalletConfig(googlePayConfigSchema, options.clientConfig);
  const scriptUrl = walletScriptUrl('googlePay', options.environment, config.scriptUrl);
  const load = options.loadScript ?? loadScript;
  const translate = options.translate ?? createTranslator('en');
  const { callbacks, executor } = options;
  const button = { ...GOOGLE_PAY.button, ...options.button };
  // The provider's clientConfig says which Google environment its gateway account lives in.
  const googleEnvironment = config.environment ?? options.environment;

  let client: GooglePaymentsClient | undefined;

  // Given to the client when it is made: Google asks for each delivery address through it.
  const onDeliveryAddressChanged = callbacks.onDeliveryAddressChanged;
  const paymentDataCallbacks: GooglePaymentDataCallbacks | undefined = onDeliveryAddressChanged && {
    async onPaymentDataChanged(data) {
      const refusal = await onDeliveryAddressChanged(deliveryAddressOf(data.shippingAddress));
      return refusal === null ? {} : { error: { reason: GOOGLE_PAY.addressUnserviceable, message: refusal, intent: GOOGLE_PAY.shippingAddressIntent } };
    },
  };
  let buttonElement: HTMLElement | undefined;
  let busy = false;

  async function loadClient(): Promise<GooglePaymentsClient> {
    if (client) return client;
    const api = googlePaymentsApi(await load(scriptUrl, { wallet: 'googlePay' }));
    if (!api) throw scriptLoadError('googlePay');
    client = new api.PaymentsClient({ environment: googleEnvironment, ...(paymentDataCallbacks ? { paymentDataCallbacks } : {}) });
    return client;
  }

  function cardMethod(withTokenization: boolean): GooglePayCardMethod {
    return {
      type: GOOGLE_PAY.paymentMethodType,
      parameters: { allowedAuthMethods: config.allowedAuthMethods, allowedCardNetworks: config.allowedCardNetworks },
      ...(withTokenization
        ? {
            tokenizationSpecification: {
              type: GOOGLE_PAY.tokenizationType,
              parameters: { gateway: config.gateway, gatewayMerchantId: config.gatewayMerchantId },
            },
          }
        : {}),
    };
  }

  function paymentDataRequest(): GooglePaymentDataRequest {
    return {
      apiVersion: GOOGLE_PAY.apiVersion,
      apiVersionMinor: GOOGLE_PAY.apiVersionMinor,
      allowedPaymentMethods: [cardMethod(true)],
      merchantInfo: {
        ...(config.merchantId ? { merchantId: config.merchantId } : {}),
        ...(config.merchantName ? { merchantName: config.merchantName } : {}),
      },
      transactionInfo: {
        totalPriceStatus: GOOGLE_PAY.totalPriceStatus,
        totalPrice: formatMinorUnits(options.amount),
        currencyCode: options.amount.currency,
        ...(config.countryCode ? { countryCode: config.countryCode } : {}),
      },
      ...(paymentDataCallbacks ? { shippingAddressRequired: true, callbackIntents: [GOOGLE_PAY.shippingAddressIntent] } : {}),
    };
  }

  async function authorizeChosenCard(sheet: Promise<GooglePaymentData>): Promise<void> {
    let paymentData: GooglePaymentData;
    try {
      paymentData = await sheet;
    } catch (error) {
      callbacks.onAuthorizeFailed(
        isCancelled(error)
          ? userCancelled(translate)
          : PaymentClientError.from(error, 'AUTHORIZATION_ERROR', describeGoogleError(error, translate('error.authorizationFailed'))),
      );
      return;
    }
    const token = paymentData.paymentMethodData?.tokenizationData?.token;
    if (typeof token !== 'string' || token === '') {
      callbacks.onAuthorizeFailed(new PaymentClientError('UNKNOWN_ERROR', translate('error.authorizationFailed')));
      return;
    }
    const veto = await merchantVeto(executor);
    if (veto) {
      callbacks.onAuthorizeFailed(veto);
      return;
    }
    callbacks.onAuthorizeStart?.();
    try {
      // A pending outcome with a 3ds redirect goes to the caller's 3DS handler (PC-POLL-3).
      reportWalletOutcome(await executor.authorize({ paymentToken: token }, {}), callbacks);
    } catch (error) {
      callbacks.onAuthorizeFailed(authorizationFailed(error, translate));
    }
  }

  function pay(): void {
    if (busy) return;
    if (!client) {
      callbacks.onAuthorizeFailed(new PaymentClientError('UNKNOWN_ERROR', WALLET_MESSAGES.walletUnavailable));
      return;
    }
    busy = true;
    let sheet: Promise<GooglePaymentData>;
    try {
      sheet = client.loadPaymentData(paymentDataRequest());
    } catch (error) {
      sheet = Promise.reject(error);
    }
    void authorizeChosenCard(sheet).finally(() => {
      busy = false;
    });
  }

  async function checkAvailability(): Promise<WalletAvailability> {
    let paymentsClient: GooglePaymentsClient;
    try {
      paymentsClient = await loadClient();
    } catch (error) {
      return { available: false, error: PaymentClientError.from(error, 'NETWORK_ERROR', WALLET_MESSAGES.scriptLoadFailed.googlePay) };
    }
    try {
      const answer = await paymentsClient.isReadyToPay({
        apiVersion: GOOGLE_PAY.apiVersion,
        apiVersionMinor: GOOGLE_PAY.apiVersionMinor,
        allowedPaymentMethods: [cardMethod(false)],
      });
      return answer.result === true ? { available: true } : { available: false };
    } catch (error) {
      const message = describeGoogleError(error, WALLET_MESSAGES.walletUnavailable);
      return { available: false, error: PaymentClientError.from(error, 'UNKNOWN_ERROR', message) };
    }
  }

  async function mount(container: HTMLElement): Promise<void> {
    const paymentsClient = await loadClient();
    unmount();
    buttonElement = paymentsClient.createButton({
      onClick: () => pay(),
      buttonColor: button.buttonColor,
      buttonType: button.buttonType,
      buttonSizeMode: button.buttonSizeMode,
      allowedPaymentMethods: [cardMethod(false)],
    });
    container.append(buttonElement);
  }

  function unmount(): void {
    buttonElement?.remove();
    buttonElement = undefined;
  }

  return { checkAvailability, mount, pay, unmount };
}
