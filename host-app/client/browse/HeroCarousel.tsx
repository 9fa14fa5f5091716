import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { VideoSummary } from '../../contract/content/contentTypes';
import { sitePath } from '../../contract/site/sitePaths';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { PosterBadges } from '../content/PosterBadges';
import { Thumbnail } from '../content/Thumbnail';
import { textDirection } from '../i18n/translate';
import { useBrowseText } from './browseMessages';
import type { CarouselApi } from './useCarouselAutoplay';
import { useSelectedSlide } from './useSelectedSlide';

const HeroControls = lazy(() => import('./HeroControls').then((chunk) => ({ default: chunk.HeroControls })));

/** The slide's picture: the content's width on a phone, beside the text from 768 px, taking 7 of its 12 parts (styles/browse.css). */
export const HERO_IMAGE_SIZES = '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1199.98px) 56vw, 640px';

export interface HeroCarouselProps {
  videos: readonly VideoSummary[];
  /** The section's title, which names the carousel's region. */
  title: string;
  /** The home answer's section key, as every home section carries it. */
  sectionKey: string;
  /** Its first picture is the page's first above the fold: preloaded, fetched at high priority. */
  priority?: boolean;
}

/**
 * Home's featured hero: one video per slide. The server renders every slide, the first in view;
 * after hydration HeroControls loads, which moves them (embla, in the page's direction, with an
 * autoplay) and adds the previous, pause and next buttons in the place kept for them.
 */
export function HeroCarousel({ videos, title, sectionKey, priority = false }: HeroCarouselProps) {
  const { t, locale } = useBrowseText();
  // From the key, not `useId`: home's sections hydrate in the order the viewer reaches them (HydrateWhenNear).
  const headingId = `hero-${sectionKey}`;
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<CarouselApi>(undefined);
  const [moving, setMoving] = useState(true);
  const selected = useSelectedSlide(api);
  // The controls' code loads after hydration, so the server's markup and the browser's first render agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section ref={root} className="site-Section site-Hero" aria-labelledby={headingId} aria-roledescription={t('browse.hero.roleDescription')} data-section={sectionKey}>
      <h2 id={headingId}>{title}</h2>
      <div className="site-HeroViewport" ref={viewport}>
        {/* A slide that changes by itself is not announced; one the viewer asked for is. */}
        <div className="site-HeroSlides" aria-live={moving ? 'off' : 'polite'}>
          {videos.map((video, index) => (
            <div
              key={video.id}
              className="site-HeroSlide"
              role="group"
              aria-roledescription={t('browse.hero.slideRoleDescription')}
              aria-label={t('browse.hero.slide', { index: index + 1, total: videos.length })}
              data-selected={index === selected ? '' : undefined}
            >
              <HeroSlide video={video} priority={priority && index === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className="site-HeroControls">
        {hydrated && videos.length > 1 ? (
          <Suspense fallback={null}>
            <HeroControls root={root} viewport={viewport} direction={textDirection(locale)} onApi={setApi} onMovingChange={setMoving} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

// Memoised: the carousel renders again as it hydrates and at every slide change, its slides need not.
const HeroSlide = memo(function HeroSlide({ video, priority }: { video: VideoSummary; priority: boolean }) {
  const { t } = useBrowseText();
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchQuery(queries.video(video.id)));
  return (
    <Link href={sitePath.video(video.id)} className="site-HeroLink" {...prefetch}>
      <div className="site-Poster">
        <Thumbnail image={video.thumbnailImage} src={video.thumbnail} sizes={HERO_IMAGE_SIZES} priority={priority} />
        <PosterBadges durationSeconds={video.durationSeconds} isPremium={video.isPremium} />
      </div>
      <div className="site-HeroText">
        <h3>{video.title}</h3>
        <p className="site-Muted">{video.channel.title}</p>
        <p className="site-HeroDescription">{video.description}</p>
        {/* Drawn as a button, but the whole slide is the link: it is no control of its own. */}
        <span className="site-HeroCta">{t('browse.hero.watch')}</span>
      </div>
    </Link>
  );
});
