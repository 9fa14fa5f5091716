import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY } from '../hooks/useMediaQuery';
import { createCarouselAutoplay, isMoving, type AutoplayState, type CarouselAutoplay } from './carouselAutoplay';

export interface CarouselAutoplayControls {
  /** Moving by itself now: nothing holds it. */
  moving: boolean;
  /** The viewer pressed pause (and has not pressed play since): the button offers play. */
  pausedByViewer: boolean;
  /** The viewer's pause or play button: a pause the viewer chose outlasts hover and focus. */
  toggle: () => void;
}

/** The carousel's API, once it has mounted. */
export type CarouselApi = UseEmblaCarouselType[1];

/** Before the carousel exists (and on the server): moving, which is what it will do unless told otherwise. */
const NOT_STARTED: AutoplayState = { holds: new Set() };
const noSubscription = () => () => {};

/** Wires the autoplay to the carousel and to the viewer: hover and focus inside `root`, and the reduced-motion setting. */
export function useCarouselAutoplay(api: CarouselApi, root: RefObject<HTMLElement | null>, delayMs: number): CarouselAutoplayControls {
  const [autoplay, setAutoplay] = useState<CarouselAutoplay | null>(null);
  // The viewer's pause outlives the carousel being set up again (a new embla API starts a new autoplay).
  const pausedByViewer = useRef(false);

  useEffect(() => {
    const element = root.current;
    if (!api || !element) return;
    const instance = createCarouselAutoplay({ next: () => api.scrollNext(), delayMs });
    const motion = window.matchMedia(REDUCED_MOTION_QUERY);
    const followMotion = () => (motion.matches ? instance.hold('reducedMotion') : instance.release('reducedMotion'));
    const hover = () => instance.hold('hover');
    const leave = () => instance.release('hover');
    const focus = () => instance.hold('focus');
    // Focus moving between the carousel's own slides and buttons keeps it held.
    const blur = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) instance.release('focus');
    };
    // No observer (an old browser): it moves as it did before anyone could tell.
    const visibility =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => (entry?.isIntersecting === false ? instance.hold('offscreen') : instance.release('offscreen')))
        : null;
    visibility?.observe(element);
    followMotion();
    if (pausedByViewer.current) instance.hold('viewer');
    motion.addEventListener('change', followMotion);
    element.addEventListener('pointerenter', hover);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focus);
    element.addEventListener('focusout', blur);
    setAutoplay(instance);
    return () => {
      visibility?.disconnect();
      motion.removeEventListener('change', followMotion);
      element.removeEventListener('pointerenter', hover);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focus);
      element.removeEventListener('focusout', blur);
      instance.destroy();
      setAutoplay(null);
    };
  }, [api, root, delayMs]);

  const state = useSyncExternalStore(
    autoplay?.subscribe ?? noSubscription,
    () => autoplay?.getState() ?? NOT_STARTED,
    () => NOT_STARTED,
  );
  const toggle = useCallback(() => {
    if (!autoplay) return;
    pausedByViewer.current = !autoplay.getState().holds.has('viewer');
    if (pausedByViewer.current) autoplay.hold('viewer');
    else autoplay.release('viewer');
  }, [autoplay]);
  return { moving: isMoving(state), pausedByViewer: state.holds.has('viewer'), toggle };
}
