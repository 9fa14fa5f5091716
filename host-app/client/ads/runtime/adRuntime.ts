// The ads module: imported dynamically, only once ads are allowed and a configuration exists.
import type { AdConfiguration } from '../adConfiguration';
import type { AdNetwork } from '../adNetwork';
import { configurationUnitFor } from '../adPlacements';
import type { AdRuntime, AdSlotRequest } from '../adRuntimeTypes';
import { adoptStyleSheet } from '../../styles/adoptStyleSheet';
import adsCss from './ads.css?inline';
import { createHouseAdPicker, renderHouseAd } from './houseAds';

/** Placements drawn over the page, which the visitor can close. */
const CLOSABLE = new Set(['interstitial', 'sticky']);

export function createAdRuntime({ config, network, doc = document }: { config: AdConfiguration; network: AdNetwork | null; doc?: Document }): AdRuntime {
  // Constructed, so the site's CSP needs no 'unsafe-inline'.
  const removeStyles = adoptStyleSheet(doc, adsCss);

  const pickHouseAd = createHouseAdPicker(config.houseAds);
  // The network loads once, on the first slot that needs it; a failed load leaves house ads.
  let networkReady: Promise<AdNetwork | null> | null = null;
  const readyNetwork = () => (networkReady ??= network ? network.load(config).then(() => network, () => null) : Promise.resolve(null));

  function showHouseAd(element: HTMLElement, request: AdSlotRequest): boolean {
    const ad = pickHouseAd(request.placement);
    if (!ad) return false;
    renderHouseAd(element, ad, request, doc);
    request.onShown?.(ad.id);
    return true;
  }

  return {
    serves: (placement) => config.placements.includes(placement),
    renderSlot(element, request) {
      let active = true;
      const content = doc.createElement('div');
      content.className = 'ads-Content';
      element.append(content);
      if (CLOSABLE.has(request.placement)) element.append(closeButton(doc, request));

      const unit = configurationUnitFor(request.placement);
      const adUnitId = unit ? config.units[unit]?.adUnitId : undefined;
      // Offline, or without a network unit, the slot shows the site's own house ad.
      const online = doc.defaultView?.navigator.onLine !== false;
      const fallBack = () => {
        if (active && !showHouseAd(content, request)) request.onEmpty?.();
      };
      if (network && adUnitId && online) {
        void readyNetwork().then((loaded) => {
          if (!active) return;
          if (!loaded) return fallBack();
          loaded.render({ element: content, placement: request.placement, adUnitId }).then(() => active && request.onShown?.(adUnitId), fallBack);
        });
      } else {
        fallBack();
      }

      return () => {
        active = false;
        network?.clear?.(content);
        element.replaceChildren();
      };
    },
    dispose() {
      removeStyles();
    },
  };
}

function closeButton(doc: Document, request: AdSlotRequest): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'ads-Close';
  button.textContent = '×';
  button.setAttribute('aria-label', request.labels.close);
  button.addEventListener('click', () => request.onClose?.());
  return button;
}
