import { useId } from 'react';
import { analytics } from '../../analytics';
import { ANALYTICS_EVENTS } from '../../analytics/analyticsEvents';
import { VideoCard } from '../../content/VideoCard';
import { useI18n } from '../../i18n/I18nProvider';
import { useSuggestedVideos } from './useSuggestedVideos';

/** Videos to watch next to an event; following one is reported as happening_suggested_video_click. */
export function SuggestedVideos({ eventId }: { eventId: string }) {
  const { t } = useI18n();
  const headingId = useId();
  const suggested = useSuggestedVideos(eventId);
  // A secondary list: while loading it says so to assistive technology, and when it fails or is empty the event stands alone.
  if (suggested.isPending) return <section className="site-Section" aria-busy="true" aria-label={t('event.suggestedVideos')} />;
  if (!suggested.data || suggested.data.length === 0) return null;
  return (
    <section className="site-Section" aria-labelledby={headingId} data-section="suggestedVideos">
      <h2 id={headingId}>{t('event.suggestedVideos')}</h2>
      <ul className="site-CardGrid">
        {suggested.data.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} onOpen={() => analytics.track(ANALYTICS_EVENTS.happeningSuggestedVideoClick, { eventId, videoId: video.id })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
