import type { MessageKey } from '../i18n/en';
import type { CheckoutState } from './checkoutReducer';
import { failureMessageKey } from './failureMessageKey';
import { payButtonState, type PayButtonState } from './payButtonState';

/**
 * The button that pays the active option: the pay button with the amount, the same button
 * verifying a card (`verifyOnly`), or a redirect method's own button (PC-REDIRECT-1). A wallet
 * pays with its vendor's button: none.
 */
export type PayButtonKind = 'pay' | 'verify' | 'redirect';

/** What a checkout (the card form's or the drop-in's) shows for its state. */
export interface CheckoutView {
  /** The message that replaces the checkout once it has ended: a success (a verified card, for `verifyOnly`), or a pending payment. */
  result: MessageKey | null;
  /** The failure message while one shows. */
  failure: MessageKey | null;
  /** The 3-D Secure challenge in the page's frame, sized for the screen. */
  /** The challenge frame's page, and the screen width it is sized for (threeDSFrameSize, where it renders). */
  challengeFrame: { href: string; screenWidth: number } | null;
  /** The overlay that says the payment goes on in another window (a polling method, or a challenge popup). */
  popup: boolean;
  /** The loader over the checkout while a payment is being authorized. */
  loading: boolean;
  payButton: (PayButtonState & { kind: PayButtonKind }) | null;
}

export interface CheckoutViewInput {
  /** Whether the active form may pay (valid, an option chosen). */
  canPay: boolean;
  payButtonKind: PayButtonKind | null;
  /** The screen width the challenge frame is sized for. */
  screenWidth: number;
}

/** The one selector from checkout state to what the card form and the drop-in render. */
export function checkoutView(checkout: CheckoutState, { canPay, payButtonKind, screenWidth }: CheckoutViewInput): CheckoutView {
  const { status } = checkout;
  return {
    result: status === 'success' ? (payButtonKind === 'verify' ? 'result.verify' : 'result.success') : status === 'pending' ? 'result.pending' : null,
    failure: status === 'failure' ? failureMessageKey(checkout.code) : null,
    challengeFrame: status === 'challenge' && checkout.presentation === 'frame' ? { href: checkout.href, screenWidth } : null,
    popup: status === 'awaitingPopup' || (status === 'challenge' && checkout.presentation === 'popup'),
    loading: status === 'authorizing',
    payButton: payButtonKind ? { ...payButtonState(checkout, canPay), kind: payButtonKind } : null,
  };
}
