import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';
import { checkoutView, type CheckoutViewInput } from '../../../../headless/core/checkout/checkoutView';

const input: CheckoutViewInput = { canPay: true, payButtonKind: 'pay', screenWidth: 1280 };
const challenge = (presentation: 'frame' | 'popup'): CheckoutState => ({ status: 'challenge', executionId: 'exe_1', href: 'https://acs.test/3ds', presentation });

describe('checkoutView', () => {
  it('shows the form with an enabled pay button while idle and the form may pay', () => {
    expect(checkoutView({ status: 'idle' }, input)).toEqual({
      result: null,
      failure: null,
      challengeFrame: null,
      popup: false,
      loading: false,
      payButton: { kind: 'pay', disabled: false, busy: false },
    });
    expect(checkoutView({ status: 'idle' }, { ...input, canPay: false }).payButton).toEqual({ kind: 'pay', disabled: true, busy: false });
  });

  it('shows the loader and a busy, disabled pay button while authorizing', () => {
    const view = checkoutView({ status: 'authorizing' }, input);
    expect(view.loading).toBe(true);
    expect(view.payButton).toEqual({ kind: 'pay', disabled: true, busy: true });
  });

  it('shows the challenge in a frame sized for the screen, with the pay button busy under it', () => {
    const view = checkoutView(challenge('frame'), { ...input, screenWidth: 360 });
    // PC-3DS-4: on a 360 px screen the largest size that fits is 250x400.
    expect(view.challengeFrame).toEqual({ href: 'https://acs.test/3ds', screenWidth: 360 });
    expect(view.popup).toBe(false);
    expect(view.loading).toBe(false);
    expect(view.payButton).toEqual({ kind: 'pay', disabled: true, busy: true });
  });

  it('shows the popup overlay, not a frame, for a challenge in a popup and for a polling method', () => {
    expect(checkoutView(challenge('popup'), input)).toMatchObject({ challengeFrame: null, popup: true });
    expect(checkoutView({ status: 'awaitingPopup', executionId: 'exe_1', href: 'https://pix.test' }, input)).toMatchObject({ challengeFrame: null, popup: true });
  });

  it('replaces the checkout with the result once it ends, and never lets the same order be paid again', () => {
    expect(checkoutView({ status: 'success', executionId: 'exe_1' }, input)).toMatchObject({ result: 'result.success', payButton: { disabled: true, busy: false } });
    expect(checkoutView({ status: 'pending', executionId: 'exe_1' }, input)).toMatchObject({ result: 'result.pending', payButton: { disabled: true, busy: false } });
  });

  it('says a card was verified, not that a payment was made, once a verification (verifyOnly) succeeds', () => {
    const verifying = { ...input, payButtonKind: 'verify' as const };
    expect(checkoutView({ status: 'success', executionId: 'exe_1' }, verifying).result).toBe('result.verify');
    expect(checkoutView({ status: 'pending', executionId: 'exe_1' }, verifying).result).toBe('result.pending');
  });

  it("names the failure's text by its code: a cancel its own, anything else the generic one", () => {
    expect(checkoutView({ status: 'failure', reason: 'declined' }, input).failure).toBe('result.failure');
    expect(checkoutView({ status: 'failure', reason: undefined, code: 'USER_CANCELLED' }, input).failure).toBe('error.userCancelled');
    expect(checkoutView({ status: 'failure', reason: undefined }, input).payButton).toEqual({ kind: 'pay', disabled: false, busy: false });
  });

  it("gives the redirect method's button its own kind, and no pay button when a wallet's own button pays", () => {
    expect(checkoutView({ status: 'idle' }, { ...input, payButtonKind: 'redirect' }).payButton?.kind).toBe('redirect');
    expect(checkoutView({ status: 'idle' }, { ...input, payButtonKind: null }).payButton).toBeNull();
  });
});
