import type { PaymentClientError } from '../errors/PaymentClientError';
import type { Translate } from '../i18n/translate';
import type { Amount } from '../session/sessionSchema';
import type { DeliveryAddress } from './deliveryAddress';
import type { LoadScript } from './scriptLoader';
import type { PendingWalletOutcome, WalletExecutor } from './walletExecutor';
import type { Environment } from '../client/clientConstants';

/** What a wallet adapter reports; each payment attempt ends in exactly one of the three results. */
export interface WalletCallbacks {
  /** The shopper approved in the wallet and the authorization request starts (show the loader). */
  onAuthorizeStart?(): void;
  onAuthorizeSuccess(): void;
  /** A redirect or a 3DS challenge is needed (PC-POLL-3); the caller follows `outcome.redirect`. */
  onAuthorizePending(outcome: PendingWalletOutcome): void;
  onAuthorizeFailed(error: PaymentClientError): void;
  /** The execution cannot be reused (PayPal error or cancel): the checkout should refresh its session. */
  onSessionExpired?(): void;
  /**
   * Present when the merchant listens for the delivery address: the sheet then asks for one and
   * pays only with an address this accepts (null); a refusal resolves to the text the sheet shows.
   */
  onDeliveryAddressChanged?(address: DeliveryAddress): Promise<string | null>;
}

/** Wallet options are listed only once `available` is true (PC-DROPIN-4). */
export type WalletAvailability = { available: true } | { available: false; error?: PaymentClientError };

export type WalletLog = (level: 'ERROR' | 'WARN' | 'INFO' | 'DEBUG', message: string) => void;

export interface WalletAdapterOptions {
  /** The payment method's clientConfig from the session. */
  clientConfig: unknown;
  environment: Environment;
  /** The order amount in minor units. */
  amount: Amount;
  executor: WalletExecutor;
  callbacks: WalletCallbacks;
  /** Defaults to the page's shared loader (one load per URL). */
  loadScript?: LoadScript;
  /** Defaults to English; failure texts come from the i18n catalog. */
  translate?: Translate;
  log?: WalletLog;
}
