import { SITE_ROUTES, sitePath } from '../../../../contract/site/sitePaths';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';
import { VideoRow } from './VideoRow';

/** One category's videos, titled with its name, leading to its page; home's native ad ends this row. */
export function CategorySection({ section }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'videos' || section.items.length === 0) return null;
  const more = [
    { href: sitePath.category(section.items[0]!.categoryId), label: t('discovery.moreInCategory', { category: section.title }) },
    { href: SITE_ROUTES.categories, label: t('discovery.allCategories') },
  ];
  return (
    <SectionFrame section={section} more={more}>
      <VideoRow videos={section.items} nativeAd />
    </SectionFrame>
  );
}
