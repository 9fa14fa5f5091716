import type { PaymentMethodKind } from '../../contract/payments/paymentConstants';

/**
 * Methods that leave a card on file with the provider (a wallet pays with a card too): the
 * renewal, the end of a trial and a plan change charge it with no shopper present.
 */
export const CARD_PAYMENT_METHODS: readonly PaymentMethodKind[] = ['CreditCard', 'ApplePay', 'GooglePay'];

export function isCardPaymentMethod(method: PaymentMethodKind | string | null): boolean {
  return method !== null && (CARD_PAYMENT_METHODS as readonly string[]).includes(method);
}
