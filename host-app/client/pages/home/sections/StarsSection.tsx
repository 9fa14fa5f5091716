import { ChannelCard } from '../../../content/ChannelCard';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';

/** The most followed channels, in one row. */
export function StarsSection({ section }: KeyedSectionProps) {
  if (section.type !== 'channels' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section}>
      <ul className="site-Slider">
        {section.items.map((channel) => (
          <li key={channel.id}>
            <ChannelCard channel={channel} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
