import { IMAGE_LAYOUTS } from '../../../contract/content/imageLayouts';
import type { Locale } from '../../i18n/translate';
import { localizedPath } from '../../routing/localePath';
import type { HouseAd } from '../adConfiguration';
import type { AdPlacementType } from '../adPlacements';
import type { AdSlotRequest } from '../adRuntimeTypes';

/** House ads take turns per placement, so repeated slots do not all show the same one. */
export function createHouseAdPicker(houseAds: readonly HouseAd[]) {
  const turns = new Map<AdPlacementType, number>();
  return (placement: AdPlacementType): HouseAd | null => {
    const candidates = houseAds.filter((ad) => ad.placement === placement);
    if (candidates.length === 0) return null;
    const turn = turns.get(placement) ?? 0;
    turns.set(placement, turn + 1);
    return candidates[turn % candidates.length] ?? null;
  };
}

const isSitePath = (url: string) => /^\/(?!\/)/.test(url);
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** A plain left click: the others (new tab, new window, download) keep the browser's own handling. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface HouseAdContext {
  locale: Locale;
  navigate?: AdSlotRequest['navigate'];
  onClicked?: AdSlotRequest['onClicked'];
}

/**
 * A house ad as plain DOM: an image link to the promoted page, drawn from the configuration alone.
 * Site pages open in the visitor's language, inside the running site when it can navigate.
 */
export function renderHouseAd(element: HTMLElement, ad: HouseAd, { locale, navigate, onClicked }: HouseAdContext, doc: Document = element.ownerDocument): void {
  const link = doc.createElement('a');
  link.className = 'ads-House';
  // Any click that opens the ad counts, a new tab's included.
  if (onClicked) link.addEventListener('click', () => onClicked(ad.id));
  const sitePath = isSitePath(ad.targetUrl) ? ad.targetUrl : isWebAddress(ad.targetUrl) ? null : '/';
  link.href = sitePath === null ? ad.targetUrl : localizedPath(locale, sitePath);
  link.dataset.houseAd = ad.id;
  if (sitePath === null) link.rel = 'sponsored noopener';
  else if (navigate) {
    link.addEventListener('click', (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      navigate(sitePath);
    });
  }
  const title = doc.createElement('span');
  title.className = 'ads-HouseTitle';
  title.textContent = ad.title;
  link.append(houseAdPicture(ad, doc), title);
  element.replaceChildren(link);
}

/** How wide each placement draws its picture. */
const PICTURE_SIZES: Partial<Record<AdPlacementType, string>> = {
  billboard: IMAGE_LAYOUTS.billboard.sizes,
  mpu: IMAGE_LAYOUTS.mpu.sizes,
  interstitial: IMAGE_LAYOUTS.mpu.sizes,
  native: IMAGE_LAYOUTS.row.sizes,
  sticky: IMAGE_LAYOUTS.sticky.sizes,
};

/**
 * The banner: a `<picture>` of its formats and widths when the configuration has them, else its
 * plain image. The address is set last, once the image knows it is lazy and has its sources, so
 * that nothing is fetched before the browser can choose.
 */
function houseAdPicture(ad: HouseAd, doc: Document): HTMLElement {
  const image = doc.createElement('img');
  image.className = 'ads-HouseImage';
  // The ad's title is the link's text beside the picture: the picture itself says nothing more.
  image.alt = '';
  image.loading = 'lazy';
  image.decoding = 'async';
  if (!ad.image) {
    image.src = ad.imageUrl;
    return image;
  }
  image.width = ad.image.width;
  image.height = ad.image.height;
  const picture = doc.createElement('picture');
  const sizes = PICTURE_SIZES[ad.placement];
  for (const { type, srcset } of ad.image.sources) {
    const source = doc.createElement('source');
    source.type = type;
    source.srcset = srcset;
    if (sizes) source.sizes = sizes;
    picture.append(source);
  }
  picture.append(image);
  image.src = ad.image.src;
  return picture;
}
