import type { HouseAd } from '../adConfiguration';
import type { AdPlacementType } from '../adPlacements';

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

const isSafeTarget = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);

/** A house ad as plain DOM: an image link to the promoted page, drawn from the configuration alone. */
export function renderHouseAd(element: HTMLElement, ad: HouseAd, doc: Document = element.ownerDocument): void {
  const link = doc.createElement('a');
  link.className = 'ads-House';
  link.href = isSafeTarget(ad.targetUrl) ? ad.targetUrl : '/';
  link.dataset.houseAd = ad.id;
  if (/^https?:\/\//i.test(ad.targetUrl)) link.rel = 'sponsored noopener';
  const image = doc.createElement('img');
  image.className = 'ads-HouseImage';
  image.src = ad.imageUrl;
  image.alt = ad.title;
  image.loading = 'lazy';
  image.decoding = 'async';
  const title = doc.createElement('span');
  title.className = 'ads-HouseTitle';
  title.textContent = ad.title;
  link.append(image, title);
  element.replaceChildren(link);
}
