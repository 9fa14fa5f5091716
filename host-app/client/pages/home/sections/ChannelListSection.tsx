import { SITE_ROUTES } from '../../../../contract/site/sitePaths';
import { ChannelCard } from '../../../content/ChannelCard';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';

/** Every channel, leading to the channel list. */
export function ChannelListSection({ section }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'channels' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section} more={[{ href: SITE_ROUTES.channels, label: t('discovery.allChannels') }]}>
      <ul className="site-CardGrid">
        {section.items.map((channel) => (
          <li key={channel.id}>
            <ChannelCard channel={channel} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
