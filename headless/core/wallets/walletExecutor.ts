import type { PaymentClientErrorCode } from '../errors/PaymentClientError';

/** Where the shopper must go next, from finalState.response.links.redirect (e.g. type '3ds'). */
export interface WalletRedirect {
  href: string;
  type: string;
}

/** The confirm link of a pending PayPal authorization, with action.parameters (orderId or billingToken). */
export interface WalletConfirmLink {
  href: string;
  parameters: Record<string, unknown>;
}

/** An authorization result as the wallet adapters read it. */
export type WalletAuthorizationOutcome =
  | { kind: 'success' }
  | { kind: 'pending'; redirect?: WalletRedirect; confirm?: WalletConfirmLink }
  | { kind: 'failure'; message: string; code: PaymentClientErrorCode };

export type PendingWalletOutcome = Extract<WalletAuthorizationOutcome, { kind: 'pending' }>;

/** paymentInstrumentData (PC-PAY-5): a wallet token, or PayPal's risk correlation id. */
export type WalletInstrumentData = { paymentToken: string } | { providerData: { riskSessionCorrelationId: string } };

/** The `data` of a PayPal confirm call. */
export interface PayPalConfirmData {
  orderId?: string;
  billingToken?: string;
  payerId: string;
}

/**
 * The provider calls a wallet adapter needs, injected by the checkout that owns the session.
 * One executor serves one payment method, so it knows the paymentMethodCode and amount.
 */
export interface WalletExecutor {
  /** Authorizes and follows the execution to its final (or pending) state. */
  authorize(paymentInstrumentData: WalletInstrumentData, opts: { storeInstrument?: boolean }): Promise<WalletAuthorizationOutcome>;
  /** POSTs `{ data }` to a confirm link (PayPal). */
  confirm(href: string, data: PayPalConfirmData): Promise<WalletAuthorizationOutcome>;
  /** Apple Pay merchant validation; resolves with the opaque merchant session object. */
  createApplePaySession(validationURL: string): Promise<unknown>;
  /** The merchant's veto (onAuthorizeRequestStart): false stops the payment. */
  preAuthorize(): Promise<boolean>;
}
