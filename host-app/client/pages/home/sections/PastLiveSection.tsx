import { SITE_ROUTES } from '../../../../contract/site/sitePaths';
import { toDisplayEvent } from '../../../api/displayEvent';
import { PastEventCard } from '../../../content/PastEventCard';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';

/** Events that have ended, each opening its replay. */
export function PastLiveSection({ section }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'events' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section} more={[{ href: SITE_ROUTES.events, label: t('discovery.allEvents') }]}>
      <ul className="site-Slider">
        {section.items.map((event) => (
          <li key={event.id}>
            <PastEventCard event={toDisplayEvent(event)} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
