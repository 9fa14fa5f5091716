import useEmblaCarousel from 'embla-carousel-react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, type RefObject } from 'react';
import { useBrowseText } from './browseMessages';
import { useCarouselAutoplay, type CarouselApi } from './useCarouselAutoplay';

/** Long enough to read a title and its line, short enough that the hero is seen to change. */
export const HERO_AUTOPLAY_DELAY_MS = 6000;

export interface HeroControlsProps {
  /** The hero's section: hover and focus anywhere in it hold the autoplay. */
  root: RefObject<HTMLElement | null>;
  /** The hero's viewport, its slides already rendered (by the server, then hydrated). */
  viewport: RefObject<HTMLElement | null>;
  direction: 'ltr' | 'rtl';
  onApi: (api: CarouselApi) => void;
  /** Whether it moves by itself now: a slide that changes by itself is not announced. */
  onMovingChange: (moving: boolean) => void;
}

/**
 * What makes the hero move: embla over its rendered slides, the autoplay, and the previous, pause
 * and next buttons. A chunk of its own, loaded once the page is interactive: the first slide is in
 * view without it, and no route pays for the carousel in its first download.
 */
export function HeroControls({ root, viewport, direction, onApi, onMovingChange }: HeroControlsProps) {
  const { t } = useBrowseText();
  const [attach, api] = useEmblaCarousel({ loop: true, direction });
  const autoplay = useCarouselAutoplay(api, root, HERO_AUTOPLAY_DELAY_MS);
  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  useEffect(() => onMovingChange(autoplay.moving), [autoplay.moving, onMovingChange]);
  // The previous slide is toward the line's start: on the left in English, on the right in Arabic.
  const PreviousIcon = direction === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = direction === 'rtl' ? ChevronLeft : ChevronRight;
  return (
    <>
      <button type="button" className="site-IconButton" aria-label={t('browse.hero.previous')} onClick={() => api?.scrollPrev()}>
        <PreviousIcon aria-hidden="true" focusable="false" />
      </button>
      <button type="button" className="site-IconButton" aria-label={t(autoplay.pausedByViewer ? 'browse.hero.play' : 'browse.hero.pause')} onClick={autoplay.toggle}>
        {autoplay.pausedByViewer ? <Play aria-hidden="true" focusable="false" /> : <Pause aria-hidden="true" focusable="false" />}
      </button>
      <button type="button" className="site-IconButton" aria-label={t('browse.hero.next')} onClick={() => api?.scrollNext()}>
        <NextIcon aria-hidden="true" focusable="false" />
      </button>
    </>
  );
}
