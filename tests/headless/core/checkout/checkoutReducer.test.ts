import { describe, expect, it } from 'vitest';
import { checkoutReducer, initialCheckoutState, type CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';

const authorizing: CheckoutState = { status: 'authorizing' };

describe('checkoutReducer', () => {
  it('moves idle → authorizing → success', () => {
    const paying = checkoutReducer(initialCheckoutState, { type: 'payRequested' });
    expect(paying).toEqual(authorizing);
    expect(checkoutReducer(paying, { type: 'authorizeSucceeded', executionId: 'e' })).toEqual({ status: 'success', executionId: 'e' });
  });

  it('moves authorizing → pending or failure', () => {
    expect(checkoutReducer(authorizing, { type: 'authorizePending', executionId: 'e' })).toEqual({ status: 'pending', executionId: 'e' });
    expect(checkoutReducer(authorizing, { type: 'authorizeFailed', reason: 'Card declined' })).toEqual({ status: 'failure', reason: 'Card declined' });
  });

  it('lets the shopper dismiss a failure and pay again', () => {
    const failed: CheckoutState = { status: 'failure', reason: 'x' };
    expect(checkoutReducer(failed, { type: 'failureDismissed' })).toBe(initialCheckoutState);
    expect(checkoutReducer(failed, { type: 'payRequested' })).toEqual(authorizing);
  });

  it('ignores a second pay while authorizing and results that arrive when not authorizing', () => {
    expect(checkoutReducer(authorizing, { type: 'payRequested' })).toBe(authorizing);
    const success: CheckoutState = { status: 'success', executionId: 'e' };
    expect(checkoutReducer(success, { type: 'authorizeFailed', reason: 'late' })).toBe(success);
    expect(checkoutReducer(initialCheckoutState, { type: 'authorizeSucceeded', executionId: 'e' })).toBe(initialCheckoutState);
  });

  it('throws on an unknown action', () => {
    expect(() => checkoutReducer(initialCheckoutState, { type: 'refund' } as never)).toThrow('Unknown checkout action');
  });
});
