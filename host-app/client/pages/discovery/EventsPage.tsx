import { useId } from 'react';
import type { HomeData, HomeSection, ProductEvent } from '../../../contract/content/contentTypes';
import { toDisplayEvent } from '../../api/displayEvent';
import { EventCard } from '../../content/EventCard';
import { PastEventCard } from '../../content/PastEventCard';
import { useDiscoveryText, type DiscoveryMessageKey } from '../../i18n/discoveryText';
import { PageStatus } from '../../shell/PageStatus';
import { useHomeData } from '../home/useHomeData';

/** The events of one home section, by key: the events page shows the rows home has, whole. */
function eventsOf(home: HomeData, key: HomeSection['key']): ProductEvent[] {
  const section = home.sections.find((item) => item.key === key);
  return section?.type === 'events' ? section.items : [];
}

/** Every event: live now, coming up and past (their replays), from the home answer. */
export function EventsPage() {
  const t = useDiscoveryText();
  const home = useHomeData();
  return (
    <>
      <h1>{t('discovery.events.heading')}</h1>
      {home.data ? (
        <>
          <EventList heading="discovery.events.liveNow" empty="discovery.events.noneLive" events={eventsOf(home.data, 'liveNow')} list="liveNow" />
          <EventList heading="discovery.events.upcoming" empty="discovery.events.noneUpcoming" events={eventsOf(home.data, 'upcomingEvents')} list="upcoming" />
          <EventList heading="discovery.events.past" empty="discovery.events.nonePast" events={eventsOf(home.data, 'past_live')} list="past" />
        </>
      ) : (
        <PageStatus state={home.isError ? 'failed' : 'loading'} onRetry={() => void home.refetch()} />
      )}
    </>
  );
}

interface EventListProps {
  heading: DiscoveryMessageKey;
  empty: DiscoveryMessageKey;
  events: ProductEvent[];
  list: 'liveNow' | 'upcoming' | 'past';
}

function EventList({ heading, empty, events, list }: EventListProps) {
  const t = useDiscoveryText();
  const headingId = useId();
  return (
    <section className="site-Section" aria-labelledby={headingId} data-events={list}>
      <h2 id={headingId}>{t(heading)}</h2>
      {events.length === 0 ? (
        <p className="site-Muted">{t(empty)}</p>
      ) : (
        <ul className="site-CardGrid">
          {events.map((event) => (
            <li key={event.id}>{list === 'past' ? <PastEventCard event={toDisplayEvent(event)} /> : <EventCard event={toDisplayEvent(event)} />}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
