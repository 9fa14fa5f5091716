/**
 * The parts of the vendors' browser interfaces the adapters use: Apple Pay JS, the Google Pay
 * API for web and the PayPal JavaScript SDK. Guards check a loaded global before it is trusted.
 */

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string; type: 'final' | 'pending' };
  /** `postalAddress` asks the sheet for a delivery address, reported through onshippingcontactselected. */
  requiredShippingContactFields?: string[];
}

/** Version 3's answer to a shipping contact: the total, and errors that keep the sheet from paying. */
export interface ApplePayShippingContactUpdate {
  newTotal: ApplePayPaymentRequest['total'];
  errors?: unknown[];
}

/** Apple Pay JS's error for a contact the merchant cannot accept; defined by the vendor script. */
export type ApplePayErrorConstructor = new (code: string, contactField?: string, message?: string) => unknown;

export interface ApplePayPaymentAuthorizedEvent {
  payment: { token: { paymentData: unknown } };
}

export interface ApplePaySessionInstance {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number }): void;
  completeShippingContactSelection(update: ApplePayShippingContactUpdate): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: ApplePayPaymentAuthorizedEvent) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: unknown }) => void) | null;
}

export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionInstance;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

export function isApplePaySessionConstructor(value: unknown): value is ApplePaySessionConstructor {
  const candidate = value as Partial<ApplePaySessionConstructor> | undefined;
  return typeof value === 'function' && typeof candidate?.canMakePayments === 'function' && typeof candidate.supportsVersion === 'function';
}

export interface GooglePayCardMethod {
  type: string;
  parameters: { allowedAuthMethods: string[]; allowedCardNetworks: string[] };
  tokenizationSpecification?: { type: string; parameters: Record<string, string> };
}

export interface GoogleIsReadyToPayRequest {
  apiVersion: number;
  apiVersionMinor: number;
  allowedPaymentMethods: GooglePayCardMethod[];
}

export interface GooglePaymentDataRequest extends GoogleIsReadyToPayRequest {
  merchantInfo: { merchantId?: string; merchantName?: string };
  transactionInfo: { totalPriceStatus: string; totalPrice: string; currencyCode: string; countryCode?: string };
  /** With the SHIPPING_ADDRESS intent, each address picked goes to onPaymentDataChanged. */
  shippingAddressRequired?: boolean;
  callbackIntents?: string[];
}

/** What onPaymentDataChanged hears; the address has only what prices a delivery. */
export interface GoogleIntermediatePaymentData {
  callbackTrigger?: string;
  shippingAddress?: unknown;
}

/** onPaymentDataChanged's answer: an error keeps the sheet from paying with that address. */
export interface GooglePaymentDataRequestUpdate {
  error?: { reason: string; message: string; intent: string };
}

export interface GooglePaymentDataCallbacks {
  onPaymentDataChanged?(data: GoogleIntermediatePaymentData): Promise<GooglePaymentDataRequestUpdate>;
}

export interface GooglePaymentData {
  paymentMethodData?: { tokenizationData?: { token?: unknown } };
}

export interface GoogleButtonOptions {
  onClick: (event: Event) => void;
  buttonColor: string;
  buttonType: string;
  buttonSizeMode: string;
  allowedPaymentMethods: GooglePayCardMethod[];
}

export interface GooglePaymentsClient {
  isReadyToPay(request: GoogleIsReadyToPayRequest): Promise<{ result: boolean }>;
  loadPaymentData(request: GooglePaymentDataRequest): Promise<GooglePaymentData>;
  createButton(options: GoogleButtonOptions): HTMLElement;
}

export interface GooglePaymentsApi {
  PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION'; paymentDataCallbacks?: GooglePaymentDataCallbacks }) => GooglePaymentsClient;
}

/** google.payments.api from the loaded `google` global, if the script defined it. */
export function googlePaymentsApi(value: unknown): GooglePaymentsApi | undefined {
  const api = (value as { payments?: { api?: Partial<GooglePaymentsApi> } } | undefined)?.payments?.api;
  return typeof api?.PaymentsClient === 'function' ? (api as GooglePaymentsApi) : undefined;
}

/** A rejection of loadPaymentData or isReadyToPay (PaymentsError). */
export interface GooglePaymentsError {
  statusCode?: string;
  statusMessage?: string;
}

export interface PayPalApproveData {
  orderID?: string;
  payerID?: string | null;
  billingToken?: string | null;
}

export interface PayPalButtonsOptions {
  fundingSource?: string;
  style?: Record<string, unknown>;
  createOrder?: () => Promise<string>;
  createBillingAgreement?: () => Promise<string>;
  onClick?: (data: unknown, actions: { resolve(): Promise<void>; reject(): Promise<void> }) => Promise<void> | void;
  onApprove?: (data: PayPalApproveData) => Promise<void>;
  onCancel?: (data: unknown) => void;
  onError?: (error: unknown) => void;
  /** Orders only: each delivery address the buyer picks in PayPal; `actions.reject` refuses it. */
  onShippingAddressChange?: (data: PayPalShippingAddressChangeData, actions: { reject(message?: string): Promise<void> }) => Promise<void>;
}

/** What PayPal hands over about the address: city, state, postal and country code, and its own refusal texts. */
export interface PayPalShippingAddressChangeData {
  orderID?: string;
  shippingAddress?: unknown;
  errors?: Record<string, string>;
}

export interface PayPalButtonsInstance {
  isEligible(): boolean;
  render(container: HTMLElement | string): Promise<void>;
  close(): Promise<void>;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance;
  FUNDING?: Record<string, string>;
  isFundingEligible?(fundingSource: string): boolean;
}

export function isPayPalNamespace(value: unknown): value is PayPalNamespace {
  return typeof (value as Partial<PayPalNamespace> | undefined)?.Buttons === 'function';
}
