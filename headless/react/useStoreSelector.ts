import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from '../core/store/createStore';

/** Subscribes to one slice of a core store; re-renders only when that slice changes. */
export function useStoreSelector<S, T>(store: Store<S>, selector: (state: S) => T): T {
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
