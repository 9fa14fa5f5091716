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
import { IMAGE_LAYOUTS } from '../../../shared/imageLayouts';

/** One section of the home answer, drawn by its content type (product spec section 3). `priority`: its first picture is the page's first. */
export function HomeSection({ section, priority = false }: { section: HomeSectionData; priority?: boolean }) {
  return section.type === 'dynamicHomeAd' ? <FeaturedSection section={section} /> : <ContentSection section={section} priority={priority} />;
}

type ContentSectionProps = { section: Exclude<HomeSectionData, { type: 'dynamicHomeAd' }>; priority: boolean };

function ContentSection({ section, priority }: ContentSectionProps) {
  const { t } = useI18n();
  const headingId = useId();
  const title = section.title || t(homeSectionTitleKey(section));
  return (
    <section className="site-Section" aria-labelledby={headingId} data-section={section.key}>
      <h2 id={headingId}>{title}</h2>
      <SectionItems section={section} priority={priority} />
    </section>
  );
}

function SectionItems({ section, priority }: ContentSectionProps) {
  const first = (index: number) => priority && index === 0;
  const { t } = useI18n();
  if (section.items.length === 0) return <p className="site-Muted">{t('home.empty')}</p>;
  switch (section.type) {
    case 'sliders':
      return (
        <ul className="site-Slider">
          {section.items.map((video, index) => (
            <li key={video.id}>
              <VideoCard video={video} imageSizes={IMAGE_LAYOUTS.row.sizes} priority={first(index)} />
            </li>
          ))}
        </ul>
      );
    case 'videos':
      return <VideoGrid videos={section.items} priority={priority} />;
    case 'categories':
      return (
        <ul className="site-CardGrid">
          {section.items.map((category, index) => (
            <li key={category.id}>
              <CategoryCard category={category} priority={first(index)} />
            </li>
          ))}
        </ul>
      );
    case 'channels':
      return (
        <ul className="site-CardGrid">
          {section.items.map((channel, index) => (
            <li key={channel.id}>
              <ChannelCard channel={channel} priority={first(index)} />
            </li>
          ))}
        </ul>
      );
    case 'events':
      return (
        <ul className="site-CardGrid">
          {section.items.map((event, index) => (
            <li key={event.id}>
              <EventCard event={toDisplayEvent(event)} priority={first(index)} />
            </li>
          ))}
        </ul>
      );
  }
}
