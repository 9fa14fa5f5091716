import type { HomeSection } from '../../../contract/content/contentTypes';
import { AdSlot, useAds } from '../../ads';
import { useI18n } from '../../i18n/I18nProvider';
import { featuredPlacements, homeSectionHeadingId, homeSectionTitleKey } from './homeSections';

/** Home's "Featured" section: the answer's dynamic home ads, each placement in its own ad slot; nothing when ads are off. */
export function FeaturedSection({ section }: { section: Extract<HomeSection, { type: 'dynamicHomeAd' }> }) {
  const { t } = useI18n();
  const headingId = homeSectionHeadingId(section);
  const ads = useAds();
  const placements = featuredPlacements(section, (placement) => ads.status === 'ready' && ads.runtime.serves(placement));
  if (placements.length === 0) return null;
  return (
    <section className="site-Section" aria-labelledby={headingId} data-section={section.key}>
      <h2 id={headingId}>{section.title || t(homeSectionTitleKey(section))}</h2>
      {placements.map((placement) => (
        <AdSlot key={placement} placement={placement} />
      ))}
    </section>
  );
}
