import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';
import { payButtonState } from '../../../../headless/core/checkout/payButtonState';

const STATES: Record<CheckoutState['status'], CheckoutState> = {
  idle: { status: 'idle' },
  authorizing: { status: 'authorizing' },
  challenge: { status: 'challenge', executionId: 'exe_1', href: 'https://provider.test/3ds/exe_1', presentation: 'frame' },
  redirecting: { status: 'redirecting', executionId: 'exe_1', href: 'https://provider.test/redirect/exe_1' },
  awaitingPopup: { status: 'awaitingPopup', executionId: 'exe_1', href: 'https://provider.test/methods/pix/exe_1' },
  success: { status: 'success', executionId: 'exe_1' },
  pending: { status: 'pending', executionId: 'exe_1' },
  failure: { status: 'failure', reason: 'declined' },
};

// Every checkout state, with a form that may pay: [disabled, busy].
const WITH_A_VALID_FORM: Record<CheckoutState['status'], [disabled: boolean, busy: boolean]> = {
  idle: [false, false],
  // A payment is running, a 3-D Secure dialog or a popup included: pressing again would pay twice.
  authorizing: [true, true],
  challenge: [true, true],
  redirecting: [true, true],
  awaitingPopup: [true, true],
  // The checkout has ended: the same order is not paid again.
  success: [true, false],
  pending: [true, false],
  // The shopper may try again after a failure.
  failure: [false, false],
};

describe('payButtonState', () => {
  it.each(Object.entries(WITH_A_VALID_FORM))('with a form that may pay, in %s: [disabled, busy] = %j', (status, [disabled, busy]) => {
    expect(payButtonState(STATES[status as CheckoutState['status']], true)).toEqual({ disabled, busy });
  });

  it.each(Object.keys(STATES))('is disabled in %s while the form may not pay', (status) => {
    const state = STATES[status as CheckoutState['status']];
    expect(payButtonState(state, false)).toEqual({ disabled: true, busy: WITH_A_VALID_FORM[state.status][1] });
  });
});
