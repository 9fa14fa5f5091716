import type { Countries } from '../address/countries';
import { deferredForm } from '../dropIn/deferredForm';
import { deferredWallets } from '../dropIn/deferredWallets';
import type { CreateDropInWallets } from '../dropIn/dropInWallets';
import type { CreateDynamicForm } from '../dynamicForm/createDynamicForm';
import { deferredFlow } from './deferredFlow';
import type { DropInParts } from './lazyParts';
import type { PendingFlow } from './paymentRunner';

/** How an entry that keeps the lazy parts apart loads each one (the script tag: its extension scripts). */
export interface PartLoaders {
  loadChallenge(): Promise<PendingFlow>;
  loadCountries(assetsUrl: string, locale: string): Promise<Countries>;
  loadWallets(): Promise<CreateDropInWallets>;
  loadForms(): Promise<CreateDynamicForm>;
}

/**
 * The lazy parts, each loaded only when first needed: the challenge flow while a payment's
 * authorize request is answered, the wallets when a drop-in whose session offers one connects,
 * a form method's form when it first loads its schema, the countries when an address shows.
 */
export function deferredParts({ loadChallenge, loadCountries, loadWallets, loadForms }: PartLoaders): DropInParts {
  return {
    threeDSecureFlow: deferredFlow(loadChallenge),
    loadCountries,
    createWallets: (options) => deferredWallets(options, loadWallets),
    createForm: (input) => deferredForm(input, loadForms),
  };
}
