import { SITE_ROUTES } from '../../../../contract/site/sitePaths';
import { IMAGE_LAYOUTS } from '../../../../contract/content/imageLayouts';
import { ScrollRow } from '../../../browse/ScrollRow';
import { VideoCard } from '../../../content/VideoCard';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';

/** The latest videos in a scrolling row, as home draws its other video rows, leading to the Featured replay screen with the event replays. */
export function FeaturedReplaySection({ section, priority = false }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'videos' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section} more={[{ href: SITE_ROUTES.featuredReplay, label: t('discovery.allReplays') }]}>
      <ScrollRow>
        {section.items.map((video, index) => (
          <li key={video.id}>
            <VideoCard video={video} imageSizes={IMAGE_LAYOUTS.row.sizes} priority={priority && index === 0} />
          </li>
        ))}
      </ScrollRow>
    </SectionFrame>
  );
}
