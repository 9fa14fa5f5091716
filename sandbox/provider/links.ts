import type { RedirectMethodCode } from './paymentMethods';

/** Every URL the SDK follows is built here, so the session and the execution record agree. */
export function executionLinks(providerOrigin: string, executionId: string) {
  const execution = `${providerOrigin}/v1/executions/${executionId}`;
  return {
    authorize: `${execution}/authorize`,
    execution,
    payout: `${execution}/payout`,
    confirm: `${execution}/confirm`,
    createApplePaySession: `${execution}/apple-pay-session`,
  };
}

/** Pages the shopper sees on the provider origin. */
export function shopperPageLinks(providerOrigin: string, executionId: string) {
  return {
    threeDS: `${providerOrigin}/3ds/${executionId}`,
    method: (code: RedirectMethodCode) => `${providerOrigin}/methods/${code}/${executionId}`,
  };
}

export const INSTRUMENTS_PATH = '/v1/instruments';

export function sessionLinks(providerOrigin: string, executionId: string) {
  const { authorize, execution, payout, createApplePaySession } = executionLinks(providerOrigin, executionId);
  return {
    authorize,
    execution,
    binLookup: `${providerOrigin}/v1/bin-lookup`,
    instrumentUpdate: `${providerOrigin}${INSTRUMENTS_PATH}/:instrumentId`,
    instrumentDelete: `${providerOrigin}${INSTRUMENTS_PATH}/:instrumentId`,
    payout,
    createApplePaySession,
  };
}

export function vaultLinks(vaultOrigin: string, providerOrigin: string, vaultId: string) {
  return {
    tokenize: `${vaultOrigin}/v1/vaults/${vaultId}/tokenize`,
    cardFrame: `${vaultOrigin}/frame/card-form.html?vault=${vaultId}`,
    collectFrame: `${vaultOrigin}/frame/collect.html?vault=${vaultId}`,
    assets: `${vaultOrigin}/assets/`,
    saveInstrument: `${providerOrigin}${INSTRUMENTS_PATH}`,
  };
}
