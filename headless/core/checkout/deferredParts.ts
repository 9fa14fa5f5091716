import type { Countries } from '../address/countries';
import { deferredForm } from '../dropIn/deferredForm';
import { deferredWallets } from '../dropIn/deferredWallets';
import type { CreateDropInWallets } from '../dropIn/dropInWallets';
import type { CreateDynamicForm } from '../dynamicForm/createDynamicForm';
import { deferredFlow } from './deferredFlow';
import type { DropInParts } from './lazyParts';
import type { PendingFlow } from './paymentRunner';
import type { RedirectFlows } from './redirectFlows';
import type { ResumePayment } from './resumePayment';

/** How an entry that keeps the lazy parts apart loads each one (the script tag: its extension scripts). */
export interface PartLoaders {
  loadChallenge(): Promise<PendingFlow>;
  loadRedirectFlows(): Promise<RedirectFlows>;
  loadResume(): Promise<ResumePayment>;
  loadCountries(assetsUrl: string, locale: string): Promise<Countries>;
  loadWallets(): Promise<CreateDropInWallets>;
  loadForms(): Promise<CreateDynamicForm>;
}

/**
 * The lazy parts, each loaded only when first needed: the challenge flow while a payment's
 * authorize request is answered, a redirect's flow when a pending result sends the shopper away, the wallets when a drop-in whose session offers one connects,
 * a form method's form when it first loads its schema, the countries when an address shows.
 */
export function deferredParts({ loadChallenge, loadRedirectFlows, loadResume, loadCountries, loadWallets, loadForms }: PartLoaders): DropInParts {
  return {
    threeDSecureFlow: deferredFlow(loadChallenge),
    redirectFlows: {
      popup: deferredFlow(() => loadRedirectFlows().then((flows) => flows.popup)),
      redirect: deferredFlow(() => loadRedirectFlows().then((flows) => flows.redirect)),
    },
    resumePayment: (client, steps, page) => loadResume().then((resume) => resume(client, steps, page)),
    loadCountries,
    createWallets: (options) => deferredWallets(options, loadWallets),
    createForm: (input) => deferredForm(input, loadForms),
  };
}
