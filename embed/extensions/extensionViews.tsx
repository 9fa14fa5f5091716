import { createElement } from 'react';
import type { DropInViews } from '../../components/DropIn/dropInViews';
import type { AddressExtension } from './addressExtension';
import type { ChallengeExtension } from './challengeExtension';
import type { FormsExtension } from './formsExtension';
import { useExtension } from './useExtension';

/**
 * The views of the lazy parts as the script tag provides them: each renders its extension's
 * view once the script has loaded, and nothing until then.
 */
export const extensionViews: DropInViews = {
  // Most card forms show no billing address: it loads, with the countries, only when one shows.
  // If its script cannot load, the form's own message about the countries says so.
  BillingAddress(props) {
    const { extension, failed } = useExtension<AddressExtension>('address', __EXTENSION_INTEGRITY__.address, props.visible);
    if (!props.visible) return null;
    if (extension) return createElement(extension.BillingAddress, props);
    return failed && props.loadError ? createElement('p', { className: 'pc-FieldError', role: 'alert' }, props.loadError) : null;
  },
  // Shown only once the challenge flow runs, which has loaded the same script.
  ThreeDSChallenge(props) {
    const { extension } = useExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge);
    return extension ? createElement(extension.ThreeDSChallenge, props) : null;
  },
  // Shown only once a provider's popup flow runs, which has loaded the same script.
  RedirectPopup(props) {
    const { extension } = useExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge);
    return extension ? createElement(extension.RedirectPopup, props) : null;
  },
  // If the forms script cannot load, the option's form stays unavailable (the core's deferred form).
  DropInFormOption(props) {
    const { extension } = useExtension<FormsExtension>('forms', __EXTENSION_INTEGRITY__.forms);
    return extension ? createElement(extension.DropInFormOption, props) : null;
  },
};
