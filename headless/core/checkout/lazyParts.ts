import type { Countries } from '../address/countries';
import type { CreateDropInWallets } from '../dropIn/dropInWallets';
import type { CreateDynamicForm } from '../dynamicForm/createDynamicForm';
import type { PendingFlow } from './paymentRunner';
import type { RedirectFlows } from './redirectFlows';
import type { ResumePayment } from './resumePayment';

/**
 * The parts of a card checkout that few payments use. Each entry point provides them: the npm
 * package with its imports (bundledParts.ts), the script tag with stand-ins that load an
 * extension script when first needed (deferredParts.ts), so they stay out of the page's first load.
 */
export interface CardCheckoutParts {
  /** The 3-D Secure flow (PC-3DS-1). */
  threeDSecureFlow: PendingFlow;
  /** A provider's popup and the whole page's redirect (a challenge's too, with challengeWindow 'redirect'). */
  redirectFlows: RedirectFlows;
  /** Reports the payment a page came back to from a full-page challenge (loaded with the challenge's code). */
  resumePayment: ResumePayment;
  /** The billing address's countries: asked for when a form shows the address. */
  loadCountries(assetsUrl: string, locale: string): Promise<Countries>;
}

/** The drop-in's too: its wallet options and its form methods' forms. */
export interface DropInParts extends CardCheckoutParts {
  createWallets: CreateDropInWallets;
  createForm: CreateDynamicForm;
}
