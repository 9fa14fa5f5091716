import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { DisplayEvent } from '../api/displayEvent';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { useI18n } from '../i18n/I18nProvider';
import { formatDateTime } from './formatters';
import { PosterBadges } from './PosterBadges';
import { IMAGE_LAYOUTS } from '../../contract/content/imageLayouts';
import { sitePath } from '../../contract/site/sitePaths';

/** Live events open their live page; the others their upcoming page. */
export const eventPath = (event: Pick<DisplayEvent, 'id' | 'isLive'>) => (event.isLive ? sitePath.liveEvent(event.id) : sitePath.upcomingEvent(event.id));

/** `priority`: its picture is the page's first above the fold. */
export function EventCard({ event, priority }: { event: DisplayEvent; priority?: boolean }) {
  const { t, locale } = useI18n();
  // The event page finds its event in the live and upcoming lists.
  const prefetch = usePrefetchIntent((client, queries) => Promise.all([client.prefetchQuery(queries.events('live')), client.prefetchQuery(queries.events('upcoming'))]));
  return (
    <Link href={eventPath(event)} className="site-Card" {...prefetch}>
      <div className="site-Poster">
        <Thumbnail image={event.coverImage} src={event.image} sizes={IMAGE_LAYOUTS.card.sizes} priority={priority} />
        <PosterBadges isLive={event.isLive} />
      </div>
      <h3>{event.title}</h3>
      <span className="site-Muted">{event.isLive ? event.channel.title : t('event.startsAt', { date: formatDateTime(event.date, locale) })}</span>
    </Link>
  );
}
