import { useParams } from 'wouter';
import type { DisplayEvent } from '../../api/displayEvent';
import { formatDateTime } from '../../content/formatters';
import { Thumbnail } from '../../content/Thumbnail';
import { IMAGE_LAYOUTS } from '../../../contract/content/imageLayouts';
import { EventsProvider, useEvents } from '../../events/EventsProvider';
import { useI18n } from '../../i18n/I18nProvider';
import { VideoPlayer } from '../../player';
import { MissingContent } from '../../shell/MissingContent';
import { PageStatus } from '../../shell/PageStatus';
import { usePageTitle } from '../../shell/usePageTitle';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import { GatedContentMessage } from '../../content/GatedContentMessage';
import { gatedContent } from '../../content/gatedContent';
import { SuggestedVideos } from './SuggestedVideos';
import { useLiveStream } from './useLiveStream';

export function LiveEventPage() {
  return (
    <EventsProvider>
      <EventDetails kind="live" />
    </EventsProvider>
  );
}

export function UpcomingEventPage() {
  return (
    <EventsProvider>
      <EventDetails kind="upcoming" />
    </EventsProvider>
  );
}

/** An event from the live or upcoming list; a live one plays its video. */
function EventDetails({ kind }: { kind: 'live' | 'upcoming' }) {
  const { t } = useI18n();
  const { eventId = '' } = useParams<{ eventId: string }>();
  const events = useEvents();
  // An event may have gone live (or ended) since its link was made: look in both lists.
  const event = [...(kind === 'live' ? events.live : events.upcoming), ...(kind === 'live' ? events.upcoming : events.live)].find((item) => item.id === eventId);

  if (!event) return events.settled ? <MissingContent message={t('event.notFound')} /> : <PageStatus state="loading" />;
  return <EventView event={event} />;
}

function EventView({ event }: { event: DisplayEvent }) {
  const { t, locale } = useI18n();
  usePageTitle(event.title);
  return (
    <article className="site-Event">
      {event.isLive ? <LiveVideo eventId={event.id} /> : <Thumbnail image={event.coverImage} src={event.image} sizes={IMAGE_LAYOUTS.cover.sizes} priority className="site-EventCover" />}
      <p>
        <span className="site-Badge">{event.isLive ? t('event.live') : event.label || t('event.upcoming')}</span>
      </p>
      <h1>{event.title}</h1>
      {!event.isLive && <p role="status">{t('event.notLiveYet', { date: formatDateTime(event.date, locale) })}</p>}
      <p>{event.description}</p>
      <dl className="site-DetailList">
        <dt>{t('event.date')}</dt>
        <dd>
          <time dateTime={event.date}>{formatDateTime(event.date, locale)}</time>
        </dd>
        <dt>{t('event.location')}</dt>
        <dd>{event.location}</dd>
        <dt>{t('event.category')}</dt>
        <dd>{event.category}</dd>
        <dt>{t('event.channel')}</dt>
        <dd>{event.channel.title}</dd>
      </dl>
      <SuggestedVideos eventId={event.id} />
    </article>
  );
}

/** The event's own live stream, with the access rules of its video. */
function LiveVideo({ eventId }: { eventId: string }) {
  const live = useLiveStream(eventId);
  // Premium streams check the viewer's session on every playlist and segment request.
  const authorization = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.token.id : null));
  // A premium event shows the way to it (sign in, or premium) where the stream would play.
  if (live.data) return <VideoPlayer video={live.data} authorization={authorization} unavailable={gatedContent(live.data.access) && <GatedContentMessage access={live.data.access} />} />;
  // The stream is the viewer's own (its access), so it loads after hydration: in the player's room, so nothing below moves.
  return (
    <div className="site-PlayerPlace">
      <PageStatus state={live.isError ? 'failed' : 'loading'} onRetry={() => void live.refetch()} />
    </div>
  );
}
