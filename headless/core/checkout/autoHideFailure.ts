import type { Store } from '../store/createStore';
import { checkoutReducer, type CheckoutState } from './checkoutReducer';

/**
 * Dismisses a failure message `ttl` ms after it shows (section 2, block 4). Any later state (the
 * shopper's dismissal, a new attempt, another failure) restarts the wait, so each failure is
 * shown for the whole time. Without a ttl the message stays until dismissed.
 */
export function autoHideFailure(store: Store<CheckoutState>, ttl: number | undefined): void {
  if (ttl === undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  store.subscribe(() => {
    clearTimeout(timer);
    if (store.getState().status === 'failure') timer = setTimeout(() => store.setState((state) => checkoutReducer(state, { type: 'failureDismissed' })), ttl);
  });
}
