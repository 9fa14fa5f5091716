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
    telemetry: `${execution}/telemetry`,
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

/** A payment session's links: no payout, which only the merchant's server can set up. */
export function sessionLinks(providerOrigin: string, executionId: string) {
  const { authorize, execution, createApplePaySession, telemetry } = executionLinks(providerOrigin, executionId);
  return {
    authorize,
    execution,
    binLookup: `${providerOrigin}/v1/bin-lookup`,
    instrumentUpdate: `${providerOrigin}${INSTRUMENTS_PATH}/:instrumentId`,
    instrumentDelete: `${providerOrigin}${INSTRUMENTS_PATH}/:instrumentId`,
    createApplePaySession,
    telemetry,
  };
}

/**
 * A payout session's links. The SDK's session schema requires `authorize`, so it is there, but
 * the authorize route refuses a payout execution.
 */
export function payoutSessionLinks(providerOrigin: string, executionId: string) {
  const { authorize, execution, payout } = executionLinks(providerOrigin, executionId);
  return { authorize, execution, payout };
}

/** Where the merchant's server reads a payout with its secret key. */
export function merchantPayoutLink(providerOrigin: string, executionId: string): string {
  return `${providerOrigin}/v1/payouts/${executionId}`;
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
