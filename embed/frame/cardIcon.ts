import { CARD_NETWORK_RULES, type CardNetwork } from '../../headless/core/card';

/** Icons live on the assets host beside the frame pages: `{network}.svg`, `default.svg` when unknown. */
export function cardIconUrl(network: string | null): string {
  return `../assets/card-icons/${network ?? 'default'}.svg`;
}

/** The brand icon inside a card number field, starting at the default. */
export function createCardIcon(doc: Document): HTMLImageElement {
  const icon = doc.createElement('img');
  icon.className = 'pc-CardIcon';
  icon.src = cardIconUrl(null);
  icon.alt = '';
  icon.width = 32;
  icon.height = 20;
  return icon;
}

/** Points the icon at the network; its text names the network for screen readers. */
export function showCardNetwork(icon: HTMLImageElement, network: CardNetwork | null, template: string): void {
  const src = cardIconUrl(network);
  if (icon.getAttribute('src') !== src) icon.src = src;
  icon.alt = network ? template.replace('{network}', CARD_NETWORK_RULES[network].providerName) : '';
}
