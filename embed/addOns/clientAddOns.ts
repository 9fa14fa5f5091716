import type { PaymentClient } from '../../headless/core/client/createPaymentClient';

/** What an add-on script is given for each client `PaymentClient.init` creates. */
export interface ClientAddOnContext {
  client: PaymentClient;
  /** Where the client's failures after `mount()` go: its log. */
  onError: (error: unknown) => void;
}

/**
 * An add-on script's calls for one client (`client.cardList()`, ...): added to the client, each
 * in place of a call of the same name (the UI blocks' script pairs card forms with buttons).
 */
export type ClientAddOn = (context: ClientAddOnContext) => object;

type AddOnWindow = { PaymentClientAddOns?: readonly ClientAddOn[] };

/**
 * The add-ons on the page, in the order their scripts ran. Kept on the page rather than in this
 * module: the main bundle and each add-on script bundle a copy of it.
 */
export const clientAddOns = (): readonly ClientAddOn[] => (window as unknown as AddOnWindow).PaymentClientAddOns ?? [];

/** What an add-on script runs: every client created from then on has its calls. */
export function registerClientAddOn(addOn: ClientAddOn): void {
  (window as unknown as AddOnWindow).PaymentClientAddOns = [...clientAddOns(), addOn];
}
