import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '../analytics';
import { ANALYTICS_EVENTS } from '../analytics/analyticsEvents';
import type { AdPlacementType } from './adPlacements';
import type { AdRuntime } from './adRuntimeTypes';
import { useAdsText } from './adsMessages';
import { useAds } from './AdsContext';

export interface AdSlotProps {
  /** One of the placement types (PR-ADS-2). */
  placement: AdPlacementType;
  className?: string;
}

/** Placements at the top of a page keep their room while the configuration loads, so the page does not move when they fill. */
const RESERVED_PLACEMENTS: ReadonlySet<AdPlacementType> = new Set(['billboard']);

/** A place for an ad; renders nothing unless ads are on and the configuration places this type. */
export function AdSlot({ placement, className }: AdSlotProps) {
  const ads = useAds();
  if ((ads.status === 'waiting' || ads.status === 'loading') && RESERVED_PLACEMENTS.has(placement)) return <ReservedAdSlot placement={placement} className={className} />;
  if (ads.status !== 'ready' || !ads.runtime.serves(placement)) return null;
  return <FilledAdSlot runtime={ads.runtime} placement={placement} className={className} />;
}

/** The slot's box before its ad is known: the same element and classes the filled slot renders, empty. */
function ReservedAdSlot({ placement, className }: AdSlotProps) {
  const { t } = useAdsText();
  return (
    <aside className={className ? `ads-Slot ${className}` : 'ads-Slot'} data-ad-placement={placement} aria-hidden="true">
      <span className="ads-Label">{t('ads.label')}</span>
      <div className="ads-Frame" />
    </aside>
  );
}

function FilledAdSlot({ runtime, placement, className }: AdSlotProps & { runtime: AdRuntime }) {
  const { t, locale } = useAdsText();
  const contentRef = useRef<HTMLDivElement>(null);
  // Inside the locale router, so a site path opens in the page's language; read at click time.
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // Closed by the visitor, or left empty: either way the slot takes no room.
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const element = contentRef.current;
    if (!element) return;
    setHidden(false);
    const hide = () => setHidden(true);
    return runtime.renderSlot(element, {
      placement,
      locale,
      labels: { close: t('ads.close') },
      onClose: hide,
      onEmpty: hide,
      navigate: (path) => navigateRef.current(path),
      onShown: (adId) => analytics.track(ANALYTICS_EVENTS.adImpression, { placement, adId }),
      onClicked: (adId) => analytics.track(ANALYTICS_EVENTS.adClicked, { placement, adId }),
    });
    // The label text follows the locale already in the dependency list.
  }, [runtime, placement, locale]);

  return (
    <aside className={className ? `ads-Slot ${className}` : 'ads-Slot'} data-ad-placement={placement} aria-label={t('ads.label')} hidden={hidden}>
      <span className="ads-Label" aria-hidden="true">
        {t('ads.label')}
      </span>
      <div ref={contentRef} className="ads-Frame" />
    </aside>
  );
}
