import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from '../../../headless/core/store/createStore';
import { INITIAL_PLAYBACK, type PlaybackSnapshot } from './playbackStore';

/**
 * One value of the playback store: the component re-renders only when that value changes
 * (compared with Object.is), so pick primitives or values the store keeps as they are.
 */
export function usePlayback<T>(store: Store<PlaybackSnapshot> | null, select: (snapshot: PlaybackSnapshot) => T): T {
  const subscribe = useCallback((onChange: () => void) => (store ? store.subscribe(onChange) : () => {}), [store]);
  const read = () => select(store ? store.getState() : INITIAL_PLAYBACK);
  return useSyncExternalStore(subscribe, read, read);
}
