import { useId } from 'react';
import { Link } from 'wouter';
import type { DiscoverySection } from '../../../contract/content/discoveryTypes';
import { sitePath } from '../../../contract/site/sitePaths';
import { toDisplayEvent } from '../../api/displayEvent';
import { CategoryCard } from '../../content/CategoryCard';
import { ChannelCard } from '../../content/ChannelCard';
import { CollectionCard } from '../../content/CollectionCard';
import { EventCard } from '../../content/EventCard';
import { PastEventCard } from '../../content/PastEventCard';
import { VideoCard } from '../../content/VideoCard';
import { useDiscoveryText } from '../../i18n/discoveryText';

/** One row of a discovery screen, drawn by what it holds; a category's row links to all of that category. `priority`: its first picture is the page's first. */
export function DiscoveryRow({ section, priority = false }: { section: DiscoverySection; priority?: boolean }) {
  const t = useDiscoveryText();
  const headingId = useId();
  return (
    <section className="site-Section" aria-labelledby={headingId} data-section={section.key}>
      <h2 id={headingId}>{section.title}</h2>
      <ul className="site-CardGrid">
        <RowItems section={section} priority={priority} />
      </ul>
      {section.type === 'videos' && section.categoryId ? (
        <p className="site-SectionLinks">
          <Link href={sitePath.category(section.categoryId)}>{t('discovery.moreInCategory', { category: section.title })}</Link>
        </p>
      ) : null}
    </section>
  );
}

function RowItems({ section, priority }: { section: DiscoverySection; priority: boolean }) {
  const first = (index: number) => priority && index === 0;
  switch (section.type) {
    case 'videos':
      return section.items.map((video, index) => (
        <li key={video.id}>
          <VideoCard video={video} priority={first(index)} />
        </li>
      ));
    case 'events':
      // Discovery rows hold events on air and events that have ended, whose videos are the replays.
      return section.items.map((event, index) => (
        <li key={event.id}>{event.isLive ? <EventCard event={toDisplayEvent(event)} priority={first(index)} /> : <PastEventCard event={toDisplayEvent(event)} />}</li>
      ));
    case 'channels':
      return section.items.map((channel, index) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} priority={first(index)} />
        </li>
      ));
    case 'categories':
      return section.items.map((category, index) => (
        <li key={category.id}>
          <CategoryCard category={category} priority={first(index)} />
        </li>
      ));
    case 'collections':
      return section.items.map((collection, index) => (
        <li key={collection.slug}>
          <CollectionCard collection={collection} priority={first(index)} />
        </li>
      ));
  }
}
