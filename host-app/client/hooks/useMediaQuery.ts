import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following its changes. The server knows no screen: it renders as
 * if nothing matches, and the browser's first render after hydration corrects it, so what depends
 * on it must hold no space of its own (an overlay, say).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A mouse or trackpad: a pointer that hovers and points finely, as opposed to a finger. */
export const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
