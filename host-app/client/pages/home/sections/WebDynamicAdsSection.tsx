import { Link } from 'wouter';
import type { HouseAd } from '../../../../contract/content/contentTypes';
import { IMAGE_LAYOUTS } from '../../../../contract/content/imageLayouts';
import { Thumbnail } from '../../../content/Thumbnail';
import { useDiscoveryText } from '../../../i18n/discoveryText';
import { SectionFrame, type KeyedSectionProps } from './SectionFrame';

/** The site's own offers for the web, as cards; the answer leaves them out for Premium viewers. */
export function WebDynamicAdsSection({ section }: KeyedSectionProps) {
  const t = useDiscoveryText();
  if (section.type !== 'dynamicHomeAd' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section}>
      <ul className="site-CardGrid">
        {section.items.map((ad) => (
          <li key={ad.id}>
            <OfferCard ad={ad} label={t('discovery.offer')} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function OfferCard({ ad, label }: { ad: HouseAd; label: string }) {
  const body = (
    <>
      <Thumbnail image={ad.image} src={ad.imageUrl} sizes={IMAGE_LAYOUTS.card.sizes} />
      <span className="site-Badge">{label}</span>
      <h3>{ad.title}</h3>
    </>
  );
  // A page of the site opens in the viewer's language; another site opens as it is.
  return ad.targetUrl.startsWith('/') ? (
    <Link href={ad.targetUrl} className="site-Card" data-offer={ad.id}>
      {body}
    </Link>
  ) : (
    <a href={ad.targetUrl} className="site-Card" data-offer={ad.id} rel="noopener sponsored">
      {body}
    </a>
  );
}
