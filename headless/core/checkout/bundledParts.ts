import { loadCountries } from '../address/countries';
import { createDropInWallets } from '../dropIn/dropInWallets';
import { createDynamicForm } from '../dynamicForm/createDynamicForm';
import type { DropInParts } from './lazyParts';
import { threeDSecureFlow } from './threeDSecureFlow';

/** The lazy parts as the npm package provides them: imported, so the merchant's own bundler decides how to split them. */
export const bundledParts: DropInParts = {
  threeDSecureFlow,
  loadCountries,
  createWallets: createDropInWallets,
  createForm: createDynamicForm,
};
