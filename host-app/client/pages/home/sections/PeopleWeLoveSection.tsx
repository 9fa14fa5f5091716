import { SITE_ROUTES } from '../../../../contract/site/sitePaths';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';
import { VideoRow } from './VideoRow';

/** The editors' videos about people, in one row. */
export function PeopleWeLoveSection({ section }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'videos' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section} more={[{ href: SITE_ROUTES.peopleWeLove, label: t('discovery.allPeopleWeLove') }]}>
      <VideoRow videos={section.items} />
    </SectionFrame>
  );
}
