import type { PaymentClient } from '../../headless/core/client/createPaymentClient';

/** What an extension script placed by the page is given for each client `PaymentClient.init` creates. */
export interface ClientExtensionContext {
  client: PaymentClient;
  /** Where the client's failures after `mount()` go: its log. */
  onError: (error: unknown) => void;
}

/**
 * A placed extension's calls for one client (`client.cardList()`, ...): added to the client, each
 * in place of a call of the same name (the UI blocks' script pairs card forms with buttons).
 */
export type ClientExtension = (context: ClientExtensionContext) => object;

// The page global keeps the name the published scripts already use.
type ExtensionWindow = { PaymentClientAddOns?: readonly ClientExtension[] };

/**
 * The placed extensions on the page, in the order their scripts ran. Kept on the page rather than
 * in this module: the main bundle and each placed extension bundle a copy of it.
 */
export const clientExtensions = (): readonly ClientExtension[] => (window as unknown as ExtensionWindow).PaymentClientAddOns ?? [];

/** What a placed extension runs: every client created from then on has its calls. */
export function registerClientExtension(extension: ClientExtension): void {
  (window as unknown as ExtensionWindow).PaymentClientAddOns = [...clientExtensions(), extension];
}
