import type { Store } from '../store/createStore';
import { checkoutReducer, type CheckoutState } from './checkoutReducer';

/**
 * Dismisses a failure message `ttl` ms after it shows (PC-BLOCK-3). Any later state (the
 * shopper's dismissal, a new attempt, another failure) restarts the wait, so each failure is
 * shown for the whole time. Without a ttl the message stays until dismissed. A function is asked
 * as each failure shows, for a store shared by options that each have their own ttl.
 */
export function autoHideFailure(store: Store<CheckoutState>, ttl: number | undefined | (() => number | undefined)): void {
  if (ttl === undefined) return;
  const ttlNow = typeof ttl === 'function' ? ttl : () => ttl;
  let timer: ReturnType<typeof setTimeout> | undefined;
  store.subscribe(() => {
    clearTimeout(timer);
    const wait = store.getState().status === 'failure' ? ttlNow() : undefined;
    if (wait !== undefined) timer = setTimeout(() => store.setState((state) => checkoutReducer(state, { type: 'failureDismissed' })), wait);
  });
}
