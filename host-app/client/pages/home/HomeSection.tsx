import { useId } from 'react';
import type { HomeSection as HomeSectionData } from '../../../shared/apiTypes';
import { toDisplayEvent } from '../../api/displayEvent';
import { CategoryCard } from '../../content/CategoryCard';
import { ChannelCard } from '../../content/ChannelCard';
import { EventCard } from '../../content/EventCard';
import { VideoCard, VideoGrid } from '../../content/VideoCard';
import { FeaturedSection } from './FeaturedSection';
import { homeSectionTitleKey } from './homeSections';
import { useI18n } from '../../i18n/I18nProvider';

/** One section of the home answer, drawn by its content type (product spec section 3). */
export function HomeSection({ section }: { section: HomeSectionData }) {
  return section.type === 'dynamicHomeAd' ? <FeaturedSection section={section} /> : <ContentSection section={section} />;
}

function ContentSection({ section }: { section: Exclude<HomeSectionData, { type: 'dynamicHomeAd' }> }) {
  const { t } = useI18n();
  const headingId = useId();
  const title = section.title || t(homeSectionTitleKey(section));
  return (
    <section className="site-Section" aria-labelledby={headingId} data-section={section.key}>
      <h2 id={headingId}>{title}</h2>
      <SectionItems section={section} />
    </section>
  );
}

function SectionItems({ section }: { section: Exclude<HomeSectionData, { type: 'dynamicHomeAd' }> }) {
  const { t } = useI18n();
  if (section.items.length === 0) return <p className="site-Muted">{t('home.empty')}</p>;
  switch (section.type) {
    case 'sliders':
      return (
        <ul className="site-Slider">
          {section.items.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      );
    case 'videos':
      return <VideoGrid videos={section.items} />;
    case 'categories':
      return (
        <ul className="site-CardGrid">
          {section.items.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      );
    case 'channels':
      return (
        <ul className="site-CardGrid">
          {section.items.map((channel) => (
            <li key={channel.id}>
              <ChannelCard channel={channel} />
            </li>
          ))}
        </ul>
      );
    case 'events':
      return (
        <ul className="site-CardGrid">
          {section.items.map((event) => (
            <li key={event.id}>
              <EventCard event={toDisplayEvent(event)} />
            </li>
          ))}
        </ul>
      );
  }
}
