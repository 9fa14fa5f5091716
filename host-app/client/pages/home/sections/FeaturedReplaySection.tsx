import { SITE_ROUTES } from '../../../../shared/sitePaths';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';
import { VideoRow } from './VideoRow';

/** The latest videos in one row, leading to the Featured replay screen with the event replays. */
export function FeaturedReplaySection({ section }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'videos' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section} more={[{ href: SITE_ROUTES.featuredReplay, label: t('discovery.allReplays') }]}>
      <VideoRow videos={section.items} />
    </SectionFrame>
  );
}
