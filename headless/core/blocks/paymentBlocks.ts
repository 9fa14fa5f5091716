import type { PaymentOptionKind } from '../dropIn/paymentOptions';

/**
 * The UI blocks (PC-BLOCK-1) that a merchant mounts alone, each with the kind
 * of drop-in option it pays with: a block is the drop-in limited to that option (or, for the
 * saved card list, to the stored cards).
 */
export const PAYMENT_BLOCKS = {
  cardList: 'storedInstrument',
  applePayButton: 'applePay',
  googlePayButton: 'googlePay',
  paypalButton: 'payPal',
  genericRedirectButton: 'redirect',
  paymentButton: 'card',
  dynamicElement: 'form',
} as const satisfies Record<string, PaymentOptionKind>;

export type PaymentBlockName = keyof typeof PAYMENT_BLOCKS;

export const PAYMENT_BLOCK_NAMES = Object.keys(PAYMENT_BLOCKS) as PaymentBlockName[];

/**
 * Why a block would show nothing: the session offers no method for it (logged when it mounts, as
 * the drop-in logs a method it cannot offer). The saved card list may be empty and the payment
 * button pays a card form: neither needs a method.
 */
export function blockWithoutMethod(block: PaymentBlockName, paymentMethodCode: string | undefined, methods: readonly { paymentMethodCode: string }[]): string | null {
  if (block === 'cardList' || block === 'paymentButton') return null;
  if (paymentMethodCode !== undefined && methods.some((method) => method.paymentMethodCode === paymentMethodCode)) return null;
  return `${block}: the session offers no ${PAYMENT_BLOCKS[block]} method, so it shows nothing`;
}
