import { loadCountries } from '../address/countries';
import { deferredWallets } from '../dropIn/deferredWallets';
import { createDynamicForm } from '../dynamicForm/createDynamicForm';
import type { DropInParts } from './lazyParts';
import { REDIRECT_FLOWS } from './redirectFlows';
import { threeDSecureFlow } from './threeDSecureFlow';
import { resumePayment } from './resumePayment';

/**
 * The lazy parts as the npm package provides them: imported, so the merchant's own bundler decides
 * how to split them. The wallets are a dynamic import, a chunk of their own: only a drop-in whose
 * session offers a wallet loads them, when it connects, as the script tag loads its wallets script.
 */
export const bundledParts: DropInParts = {
  threeDSecureFlow,
  redirectFlows: REDIRECT_FLOWS,
  resumePayment,
  loadCountries,
  createWallets: (options) => deferredWallets(options, () => import('../dropIn/dropInWallets').then((module) => module.createDropInWallets)),
  createForm: createDynamicForm,
};
