import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as components from '../../components/index';
import * as headless from '../../headless/index';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

// The public surface, listed by hand: a change here is a change to what merchants' code can import.
const HEADLESS_EXPORTS = [
  'APPEARANCE_THEMES',
  'APPEARANCE_VARIABLE_PREFIX',
  'AuthSessionProvider',
  'PaymentClientError',
  'appearanceVariables',
  'createPaymentClient',
  'parseAppearance',
  'useAppearance',
  'useAuthSession',
  'useAuthSessionSelector',
  'useCardForm',
  'useDropIn',
  'useDropInForm',
  'useDynamicForm',
  'usePaymentClient',
  'useStoreSelector',
];

const COMPONENT_EXPORTS = [
  'AppearanceScope',
  'ApplePayButton',
  'BillingAddress',
  'CardCheckout',
  'CardForm',
  'DropIn',
  'DropInItem',
  'DynamicForm',
  'FailureMessage',
  'GenericRedirectButton',
  'GooglePayButton',
  'Installments',
  'LoaderOverlay',
  'PayButton',
  'PayPalButton',
  'RedirectPopup',
  'StoreInstrument',
  'SuccessMessage',
  'ThreeDSChallenge',
];

describe('package entries', () => {
  test('./headless exports exactly the listed names', () => {
    expect(Object.keys(headless).sort()).toEqual(HEADLESS_EXPORTS);
  });

  test('./components exports exactly the listed names', () => {
    expect(Object.keys(components).sort()).toEqual(COMPONENT_EXPORTS);
  });

  test('package.json maps both subpaths with their types, has no side effects and takes React 19 as a peer', () => {
    expect(packageJson.exports['./headless']).toEqual({ types: './headless/index.ts', default: './headless/index.ts' });
    expect(packageJson.exports['./components']).toEqual({ types: './components/index.ts', default: './components/index.ts' });
    expect(packageJson.sideEffects).toBe(false);
    expect(packageJson.peerDependencies.react).toMatch(/^\^19\./);
    expect(packageJson.peerDependencies['react-dom']).toMatch(/^\^19\./);
  });
});
