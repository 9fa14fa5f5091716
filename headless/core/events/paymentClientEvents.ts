import type { PaymentClientError } from '../errors/PaymentClientError';
import type { CardElementType, ElementState } from '../frame/elementTypes';
import type { InitResponse } from '../session/sessionSchema';
import type { DeliveryAddressChange } from '../wallets/deliveryAddress';
import type { ValidityChangeEvent } from '../dynamicForm/createDynamicForm';

/**
 * Every callback a merchant can pass, with what it is called with (PC-CLIENT-2, PC-PAY-1).
 * Written by hand for people to read; the option schemas take exactly these types.
 */

export type { CardElementType, DeliveryAddressChange, ElementState, InitResponse, ValidityChangeEvent };

/** What `onClientInitialized` receives: the session's execution, never card data. */
export interface ExecutionInfo {
  id: string;
  merchantReference: string;
  workflow: { code: string; version?: string | number };
}

/** What `onAuthorizeSuccess` and `onAuthorizePending` receive: the execution and its last status code. */
export interface AuthorizeResult {
  executionId: string;
  status: string;
}

/** The payment option the shopper picked in a drop-in. */
export interface PaymentOptionSelection {
  id: string;
  paymentMethodCode: string;
}

/** The wallet a shopper approved in, before its authorization is sent. */
export interface PreAuthorization {
  paymentMethodCode: string;
}

/** A callback may answer now or later. */
type MaybePromise<T> = T | Promise<T>;

/** One type for every callback of the kit; each options type picks its own from it. */
export interface PaymentClientEvents {
  /** Once, when the client is created from a valid init response. */
  onClientInitialized?: (execution: ExecutionInfo) => void;
  /** The session's token expired or was refused: answer with a new init response from your server. */
  onSessionExpired?: (error: PaymentClientError) => MaybePromise<InitResponse>;
  /**
   * Once per component, with its element: a card form's when its secure frame can first be typed
   * into (the element the frame is in); a drop-in's when its option list is first shown (its root).
   */
  onReady?: (element: HTMLElement) => void;
  /** A card field changed: its state (validity, emptiness, network, BIN), never what was typed. */
  onChange?: (element: CardElementType, state: ElementState) => void;
  onFocus?: (element: CardElementType, state: ElementState) => void;
  onBlur?: (element: CardElementType, state: ElementState) => void;
  /** The shopper pressed Enter in the frame. */
  onSubmit?: () => void;
  /** Before anything is authorized: answer false (or throw) to stop the payment. */
  onAuthorizeRequestStart?: () => MaybePromise<boolean | void>;
  onAuthorizeSuccess?: (result: AuthorizeResult) => void;
  onAuthorizePending?: (result: AuthorizeResult) => void;
  /** The payment failed; `error.code` says why. */
  onAuthorizeFailed?: (error: PaymentClientError) => void;
  /** Drop-in: the shopper picked another option. */
  onPaymentOptionSelected?: (option: PaymentOptionSelection) => void;
  /** Drop-in wallets: after the shopper approves, before authorizing; answer false (or throw) to stop. */
  onPreAuthorization?: (wallet: PreAuthorization) => MaybePromise<boolean | void>;
  /** Drop-in wallets: the shopper picked a delivery address; answer false (or throw) to refuse it. */
  onDeliveryAddressChanged?: (change: DeliveryAddressChange) => MaybePromise<boolean | void>;
}

/** The callbacks of `PaymentClient.init` / `usePaymentClient`. */
export type ClientEvents = Pick<PaymentClientEvents, 'onClientInitialized' | 'onSessionExpired'>;

/** The callbacks of a card form. */
export type CardFormEvents = Pick<
  PaymentClientEvents,
  'onReady' | 'onChange' | 'onFocus' | 'onBlur' | 'onSubmit' | 'onAuthorizeRequestStart' | 'onAuthorizeSuccess' | 'onAuthorizePending' | 'onAuthorizeFailed'
>;

/** The callbacks of a drop-in. */
export type DropInEvents = Pick<
  PaymentClientEvents,
  | 'onReady'
  | 'onAuthorizeRequestStart'
  | 'onAuthorizeSuccess'
  | 'onAuthorizePending'
  | 'onAuthorizeFailed'
  | 'onPaymentOptionSelected'
  | 'onPreAuthorization'
  | 'onDeliveryAddressChanged'
>;
