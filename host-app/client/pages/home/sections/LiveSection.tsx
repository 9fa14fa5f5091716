import { SITE_ROUTES } from '../../../../contract/site/sitePaths';
import { toDisplayEvent } from '../../../api/displayEvent';
import { EventCard } from '../../../content/EventCard';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';

/** What is on air, then what comes next, leading to the events page. */
export function LiveSection({ section }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'events' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section} more={[{ href: SITE_ROUTES.events, label: t('discovery.allEvents') }]}>
      <ul className="site-Slider">
        {section.items.map((event) => (
          <li key={event.id}>
            <EventCard event={toDisplayEvent(event)} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
