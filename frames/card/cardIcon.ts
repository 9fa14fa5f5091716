import { CARD_NETWORK_RULES, type CardNetwork } from '../../headless/core/card';

/**
 * Icons live on the session's assets host (`vaultConfiguration.links.assets`, PC-CARDFORM-1):
 * `card-icons/{network}.svg`, `default.svg` when unknown. Without it (a collect frame, which has
 * no session), beside the frame pages.
 */
export function cardIconUrl(network: string | null, assetsUrl?: string): string {
  const path = `card-icons/${network ?? 'default'}.svg`;
  return assetsUrl ? new URL(path, assetsUrl).href : `../assets/${path}`;
}

/** The brand icon inside a card number field, starting at the default. */
export function createCardIcon(doc: Document, assetsUrl?: string): HTMLImageElement {
  const icon = doc.createElement('img');
  icon.className = 'pc-CardIcon';
  icon.src = cardIconUrl(null, assetsUrl);
  icon.alt = '';
  icon.width = 32;
  icon.height = 20;
  return icon;
}

/** Points the icon at the network; its text names the network for screen readers. */
export function showCardNetwork(icon: HTMLImageElement, network: CardNetwork | null, template: string, assetsUrl?: string): void {
  const src = cardIconUrl(network, assetsUrl);
  if (icon.getAttribute('src') !== src) icon.src = src;
  icon.alt = network ? template.replace('{network}', CARD_NETWORK_RULES[network].providerName) : '';
}
