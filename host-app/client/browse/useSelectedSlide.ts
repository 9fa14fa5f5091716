import { useCallback, useSyncExternalStore } from 'react';
import type { CarouselApi } from './useCarouselAutoplay';

/** The index of the slide the carousel shows; the first until it has mounted, as the server renders it. */
export function useSelectedSlide(api: CarouselApi): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => void api.off('select', onChange).off('reInit', onChange);
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
}
