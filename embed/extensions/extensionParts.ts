import { deferredParts } from '../../headless/core/checkout/deferredParts';
import type { AddressExtension } from './addressExtension';
import type { ChallengeExtension } from './challengeExtension';
import type { FormsExtension } from './formsExtension';
import { loadExtension } from './loadExtension';
import type { WalletsExtension } from './walletsExtension';

/**
 * The lazy parts as the script tag provides them: each loads its extension script, beside this
 * one and checked against its hash, the first time the core needs it.
 */
export const extensionParts = deferredParts({
  loadChallenge: () => loadExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge).then((challenge) => challenge.threeDSecureFlow),
  loadRedirectFlows: () => loadExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge).then((challenge) => challenge.redirectFlows),
  loadResume: () => loadExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge).then((challenge) => challenge.resumePayment),
  loadCountries: (assetsUrl, locale) => loadExtension<AddressExtension>('address', __EXTENSION_INTEGRITY__.address).then((address) => address.loadCountries(assetsUrl, locale)),
  loadWallets: () => loadExtension<WalletsExtension>('wallets', __EXTENSION_INTEGRITY__.wallets).then((wallets) => wallets.createDropInWallets),
  loadForms: () => loadExtension<FormsExtension>('forms', __EXTENSION_INTEGRITY__.forms).then((forms) => forms.createDynamicForm),
});
