import { isInProgress, type CheckoutState } from './checkoutReducer';

/** What the pay button shows: whether it may be pressed, and whether a payment is running behind it. */
export interface PayButtonState {
  disabled: boolean;
  busy: boolean;
}

/**
 * The pay button's state from the checkout and whether the active form may pay. A running payment
 * (a challenge or a popup included) keeps it busy; a success or a pending result ends the checkout,
 * so the same order is never paid twice.
 */
export function payButtonState(checkout: CheckoutState, canPay: boolean): PayButtonState {
  const busy = isInProgress(checkout);
  return { busy, disabled: !canPay || busy || checkout.status === 'success' || checkout.status === 'pending' };
}
