import type { PaymentClientSession, PaymentMethod, StoredInstrument } from '../session/sessionSchema';

/**
 * The drop-in's radio list (PC-DROPIN-1, PC-DROPIN-2), in the spec's order:
 * stored instruments, card, PayPal, Google Pay, Apple Pay, then redirect-based methods.
 * Methods that carry a form schema come last.
 */
export type PaymentOptionKind = 'storedInstrument' | 'card' | 'payPal' | 'googlePay' | 'applePay' | 'redirect' | 'form';

export interface PaymentOption {
  /** Stable within a session: `stored:{id}` or the method code. */
  id: string;
  kind: PaymentOptionKind;
  paymentMethodCode: string;
  method?: PaymentMethod;
  instrument?: StoredInstrument;
}

export const WALLET_METHODS = ['payPal', 'googlePay', 'applePay'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

/** Redirect-based methods; pix and modo poll in a popup, the rest redirect the page. */
export const REDIRECT_METHODS: readonly string[] = ['genericRedirect', 'pix', 'modo', 'mercadoPago'];
export const POLLING_REDIRECT_METHODS: readonly string[] = ['pix', 'modo'];

/** Shown when a stored instrument has no display name (PC-INSTRUMENT-1). */
export const UNAVAILABLE_DISPLAY_NAME = 'Unavailable';

const isWallet = (code: string): code is WalletMethod => (WALLET_METHODS as readonly string[]).includes(code);

/** Whether the session has a wallet method, whose option joins the list once available. */
export const offersWallet = (session: Pick<PaymentClientSession, 'paymentMethods'>): boolean =>
  session.paymentMethods.some((method) => isWallet(method.paymentMethodCode));

/** Statuses of a stored card that cannot pay: gone, broken, or not offered (`updateInstrument` sets disabled). */
const UNLISTED_CARD_STATUSES: readonly StoredInstrument['status'][] = ['deleted', 'invalid', 'disabled'];

/** Only enabled PayPal and Google Pay instruments are listed (PC-DROPIN-5); cards in any other status that can pay. */
export function isListedInstrument(instrument: StoredInstrument): boolean {
  if (instrument.paymentMethod === 'payPal' || instrument.paymentMethod === 'googlePay') return instrument.status === 'enabled';
  return !UNLISTED_CARD_STATUSES.includes(instrument.status);
}

export function instrumentDisplayName(instrument: StoredInstrument): string {
  return instrument.displayName?.trim() || UNAVAILABLE_DISPLAY_NAME;
}

function methodKind(method: PaymentMethod): PaymentOptionKind | null {
  const code = method.paymentMethodCode;
  if (code === 'card') return 'card';
  if (isWallet(code)) return code;
  if (REDIRECT_METHODS.includes(code) || method.clientConfig?.integrationType === 'redirect') return 'redirect';
  if (method.clientConfig?.instrumentDataSchema !== undefined) return 'form';
  return null;
}

/** Logged for a method the drop-in cannot classify (PC-DROPIN-9). */
export const MALFORMED_CLIENT_CONFIG = 'Malformed client config';

/**
 * The session's methods the drop-in cannot show: neither card, wallet, redirect nor form, and
 * no integration type to tell. A form method without its schema is reported on its own.
 */
export function unclassifiedMethods(session: Pick<PaymentClientSession, 'paymentMethods'>): string[] {
  return session.paymentMethods.filter((method) => methodKind(method) === null && method.clientConfig?.flow !== 'form').map((method) => method.paymentMethodCode);
}

const KIND_ORDER: readonly PaymentOptionKind[] = ['storedInstrument', 'card', 'payPal', 'googlePay', 'applePay', 'redirect', 'form'];

/**
 * The options to show. Wallets appear only once their availability is confirmed
 * (`availableWallets`); a method the drop-in cannot render is left out.
 */
export function buildPaymentOptions(
  session: Pick<PaymentClientSession, 'paymentMethods' | 'storedInstruments'>,
  availableWallets: ReadonlySet<string>,
): PaymentOption[] {
  const stored: PaymentOption[] = session.storedInstruments.filter(isListedInstrument).map((instrument) => ({
    id: `stored:${instrument.id}`,
    kind: 'storedInstrument',
    paymentMethodCode: instrument.paymentMethod,
    instrument,
  }));
  const methods = session.paymentMethods.flatMap((method): PaymentOption[] => {
    const kind = methodKind(method);
    if (kind === null) return [];
    if (isWallet(method.paymentMethodCode) && !availableWallets.has(method.paymentMethodCode)) return [];
    return [{ id: method.paymentMethodCode, kind, paymentMethodCode: method.paymentMethodCode, method }];
  });
  // A stable sort keeps the provider's order within a kind.
  return [...stored, ...methods].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}
