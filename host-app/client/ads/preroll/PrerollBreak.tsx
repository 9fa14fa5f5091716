import { useAdsText } from '../adsMessages';
import type { UsePrerollResult } from './usePreroll';

/**
 * The ad break over the player while a preroll plays: its video, "Ad · n s", the way to the
 * advertiser and the skip button (working once the skip offset has played). Renders only.
 */
export function PrerollBreak({ preroll }: { preroll: UsePrerollResult }) {
  const { t } = useAdsText();
  if (preroll.state.phase !== 'playing') return null;
  const clickThrough = preroll.getClickThroughProps();
  return (
    <section className="ads-Preroll" aria-label={t('ads.preroll.region')} data-ad-placement="preroll">
      <video {...preroll.getMediaProps()} />
      <p className="ads-PrerollLabel">{t('ads.preroll.remaining', { count: preroll.secondsLeft })}</p>
      {clickThrough && <a {...clickThrough}>{t('ads.preroll.learnMore')}</a>}
      {preroll.secondsUntilSkip !== null && (
        <button {...preroll.getSkipButtonProps()}>{preroll.skippable ? t('ads.preroll.skip') : t('ads.preroll.skipIn', { count: preroll.secondsUntilSkip })}</button>
      )}
    </section>
  );
}
