/**
 * The site's small state containers (player, ads, help widget): a value, a setter and change
 * listeners, which components read with `useSyncExternalStore`. Twenty lines are less to ship
 * and read than a state library for three stores.
 */
export interface Store<S> {
  getState(): S;
  setState(next: S | ((previous: S) => S)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (previous: S) => S)(state) : next;
      // An unchanged state wakes nobody: subscribers re-render only on a real change.
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
