import type { AdConfiguration } from './adConfiguration';
import type { AdPlacementType } from './adPlacements';

/** One slot for a network to fill. */
export interface AdNetworkSlot {
  element: HTMLElement;
  placement: AdPlacementType;
  adUnitId: string;
}

/**
 * A third-party ad network. The ads module loads it only when ads are allowed and configured;
 * slots it cannot fill show the site's house ads instead.
 */
export interface AdNetwork {
  readonly name: string;
  /** Loads the network's script and settings, once, before the first slot. */
  load(config: AdConfiguration): Promise<void>;
  /** Fills a slot; rejects when no ad can be served. */
  render(slot: AdNetworkSlot): Promise<void>;
  /** Empties a slot that leaves the page. */
  clear?(element: HTMLElement): void;
}

/** Gives the network on demand, so its code loads only with the ads module. */
export type AdNetworkLoader = () => Promise<AdNetwork>;
