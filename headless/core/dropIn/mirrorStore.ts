import type { Store } from '../store/createStore';

/**
 * Keeps a stand-in's store showing the loaded object's state from now on. Both live as long as
 * the drop-in, so the subscription needs no end.
 */
export function mirrorStore<S>(target: Store<S>, source: Store<S>): void {
  const copy = () => target.setState(source.getState());
  copy();
  source.subscribe(copy);
}
