import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoHideFailure } from '../../../../headless/core/checkout/autoHideFailure';
import { initialCheckoutState, type CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';
import { createStore } from '../../../../headless/core/store/createStore';

const failure = (reason: string): CheckoutState => ({ status: 'failure', reason });

describe('autoHideFailure', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns a failure to idle once the ttl has passed, and not before', () => {
    const store = createStore<CheckoutState>(initialCheckoutState);
    autoHideFailure(store, 3_000);
    store.setState(failure('declined'));
    vi.advanceTimersByTime(2_999);
    expect(store.getState()).toEqual(failure('declined'));
    vi.advanceTimersByTime(1);
    expect(store.getState()).toBe(initialCheckoutState);
  });

  it('gives a later failure its whole ttl', () => {
    const store = createStore<CheckoutState>(initialCheckoutState);
    autoHideFailure(store, 3_000);
    store.setState(failure('first'));
    vi.advanceTimersByTime(2_000);
    store.setState({ status: 'authorizing' });
    store.setState(failure('second'));
    vi.advanceTimersByTime(2_000);
    expect(store.getState()).toEqual(failure('second'));
    vi.advanceTimersByTime(1_000);
    expect(store.getState()).toBe(initialCheckoutState);
  });

  it('leaves alone a state that followed the failure: a new attempt is never cut short', () => {
    const store = createStore<CheckoutState>(initialCheckoutState);
    autoHideFailure(store, 1_000);
    store.setState(failure('declined'));
    store.setState({ status: 'authorizing' });
    vi.advanceTimersByTime(5_000);
    expect(store.getState()).toEqual({ status: 'authorizing' });
  });

  it('keeps the failure until dismissed without a ttl', () => {
    const store = createStore<CheckoutState>(initialCheckoutState);
    autoHideFailure(store, undefined);
    store.setState(failure('declined'));
    vi.advanceTimersByTime(600_000);
    expect(store.getState()).toEqual(failure('declined'));
  });
});
