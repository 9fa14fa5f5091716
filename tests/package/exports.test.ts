import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as components from '../../components/index';
import * as authSession from '../../headless/authSession';
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
  'deleteInstrument',
  'getStoredInstruments',
  'parseAppearance',
  'payoutToInstrument',
  'saveInstrument',
  'updateInstrument',
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

const AUTH_SESSION_EXPORTS = [
  'AuthSessionContext',
  'AuthSessionProvider',
  'OUTSIDE_PROVIDER_MESSAGE',
  'PRODUCT_API_TIMEOUT_MS',
  'PRODUCT_API_VERSION',
  'PRODUCT_HEADERS',
  'PROFILE_PATH',
  'RESULT_CODE_SUCCESS',
  'RESULT_CODE_UNAUTHORIZED',
  'TOKEN_COOKIE_NAME',
  'TOKEN_COOKIE_PATH',
  'TOKEN_COOKIE_SAME_SITE',
  'TOKEN_LIFETIME_SECONDS',
  'TOKEN_STORAGE_KEY',
  'authSessionReducer',
  'browserAuthSessionDeps',
  'clearedTokenCookie',
  'createAuthSession',
  'createProductAuthApi',
  'documentCookieJar',
  'initialAuthSessionState',
  'isVip',
  'readStoredToken',
  'storedTokenFor',
  'subscriptionStatusPath',
  'tokenCookie',
  'useAuthSession',
  'useAuthSessionSelector',
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

  test('./auth-session exports exactly the listed names', () => {
    expect(Object.keys(authSession).sort()).toEqual(AUTH_SESSION_EXPORTS);
  });

  test('./components exports exactly the listed names', () => {
    expect(Object.keys(components).sort()).toEqual(COMPONENT_EXPORTS);
  });

  test('package.json maps each entry to its build, with its types and, under a condition only the repository sets, its sources; only the CSS has side effects', () => {
    for (const [entry, source] of [['headless', './headless/index.ts'], ['components', './components/index.ts'], ['wallets', './headless/core/wallets/index.ts'], ['auth-session', './headless/authSession.ts'], ['auth-session/constants', './headless/core/authSession/authSessionConstants.ts']]) {
      expect(packageJson.exports[`./${entry}`]).toEqual({ 'payment-client-source': source, types: `./dist/package/${entry}.d.ts`, import: `./dist/package/${entry}.js` });
      // Node and TypeScript take the first condition that applies: the repository's own must come first. It is named for
      // the package: a plain `source`, which some monorepos set for their own packages, would send them to files the tarball lacks.
      expect(Object.keys(packageJson.exports[`./${entry}`])[0]).toBe('payment-client-source');
    }
    expect(packageJson.exports['./components/styles.css']).toEqual({ 'payment-client-source': './components/styles.css', default: './dist/package/components/styles.css' });
    expect(packageJson.sideEffects).toEqual(['**/*.css']);
    expect(packageJson.files).toEqual(['dist/package/', 'LICENSE', 'README.md']);
    expect(packageJson.peerDependencies.react).toMatch(/^\^19\./);
    expect(packageJson.peerDependencies['react-dom']).toMatch(/^\^19\./);
  });
});
