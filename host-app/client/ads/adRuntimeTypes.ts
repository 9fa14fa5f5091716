import type { Locale } from '../i18n/translate';
import type { AdConfiguration } from './adConfiguration';
import type { AdNetwork } from './adNetwork';
import type { AdPlacementType } from './adPlacements';

/** What a slot asks of the ads module. */
export interface AdSlotRequest {
  placement: AdPlacementType;
  locale: Locale;
  labels: { close: string };
  /** The visitor closed an interstitial or sticky ad. */
  onClose?(): void;
  /** Nothing could be shown here (no network ad, no house ad for the placement). */
  onEmpty?(): void;
  /** Opens a page of the site (a path in the default locale) without reloading the site; plain links otherwise. */
  navigate?(path: string): void;
  /** An ad was drawn in the slot (a house ad, by its id; a network's, by its unit). */
  onShown?(adId: string): void;
  /** The visitor opened the ad. */
  onClicked?(adId: string): void;
}

/** The loaded ads module: serves placements from the configuration, by network or house ad. */
export interface AdRuntime {
  serves(placement: AdPlacementType): boolean;
  /** Fills the slot element; returns its cleanup. */
  renderSlot(element: HTMLElement, request: AdSlotRequest): () => void;
  dispose(): void;
}

export interface AdModule {
  createAdRuntime(options: { config: AdConfiguration; network: AdNetwork | null; doc?: Document }): AdRuntime;
}
