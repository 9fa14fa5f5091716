import type { ComponentType } from 'react';
import type { HomeSection as HomeSectionData } from '../../../contract/content/contentTypes';
import type { HomeSectionKey } from '../../../contract/content/contentConstants';
import { toDisplayEvent } from '../../api/displayEvent';
import { CategoryCard } from '../../content/CategoryCard';
import { ChannelCard } from '../../content/ChannelCard';
import { EventCard } from '../../content/EventCard';
import { VideoCard } from '../../content/VideoCard';
import { HeroCarousel } from '../../browse/HeroCarousel';
import { ScrollRow } from '../../browse/ScrollRow';
import { FeaturedSection } from './FeaturedSection';
import { homeSectionHeadingId, homeSectionTitleKey } from './homeSections';
import { CategorySection } from './sections/CategorySection';
import { ChannelListSection } from './sections/ChannelListSection';
import { LiveSection } from './sections/LiveSection';
import { FeaturedReplaySection } from './sections/FeaturedReplaySection';
import { PastLiveSection } from './sections/PastLiveSection';
import { PeopleWeLoveSection } from './sections/PeopleWeLoveSection';
import type { KeyedSectionProps } from './sections/SectionFrame';
import { StarsSection } from './sections/StarsSection';
import { WebDynamicAdsSection } from './sections/WebDynamicAdsSection';
import { useI18n } from '../../i18n/I18nProvider';
import { IMAGE_LAYOUTS } from '../../../contract/content/imageLayouts';

/** Sections with a component of their own, by key; the others are drawn by their content type. */
const SECTION_BY_KEY: Partial<Record<HomeSectionKey, ComponentType<KeyedSectionProps>>> = {
  web_dynamic_ads: WebDynamicAdsSection,
  channel_list: ChannelListSection,
  stars: StarsSection,
  category: CategorySection,
  live: LiveSection,
  people_we_love: PeopleWeLoveSection,
  past_live: PastLiveSection,
  featured_replay: FeaturedReplaySection,
};

/** One section of the home answer, drawn by its content type (PR-CONTENT-5). `priority`: its first picture is the page's first. */
export function HomeSection({ section, priority = false }: { section: HomeSectionData; priority?: boolean }) {
  const Keyed = SECTION_BY_KEY[section.key];
  if (Keyed) return <Keyed section={section} priority={priority} />;
  if (section.type === 'dynamicHomeAd') return <FeaturedSection section={section} />;
  if (section.type === 'sliders' && section.items.length > 0) return <SlidersSection section={section} priority={priority} />;
  return <ContentSection section={section} priority={priority} />;
}

/** The sliders are home's featured videos: its hero carousel. */
function SlidersSection({ section, priority }: { section: Extract<HomeSectionData, { type: 'sliders' }>; priority: boolean }) {
  const { t } = useI18n();
  return <HeroCarousel videos={section.items} title={section.title || t(homeSectionTitleKey(section))} sectionKey={section.key} priority={priority} />;
}

type ContentSectionProps = { section: Exclude<HomeSectionData, { type: 'dynamicHomeAd' }>; priority: boolean };

function ContentSection({ section, priority }: ContentSectionProps) {
  const { t } = useI18n();
  const headingId = homeSectionHeadingId(section);
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
    case 'videos':
      return (
        <ScrollRow>
          {section.items.map((video, index) => (
            <li key={video.id}>
              <VideoCard video={video} imageSizes={IMAGE_LAYOUTS.row.sizes} priority={first(index)} />
            </li>
          ))}
        </ScrollRow>
      );
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
        <ScrollRow>
          {section.items.map((event, index) => (
            <li key={event.id}>
              <EventCard event={toDisplayEvent(event)} priority={first(index)} />
            </li>
          ))}
        </ScrollRow>
      );
  }
}
