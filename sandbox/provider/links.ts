/** Every URL the SDK follows is built here, so the session and the execution record agree. */
export function executionLinks(providerOrigin: string, executionId: string) {
  const execution = `${providerOrigin}/v1/executions/${executionId}`;
  return {
    authorize: `${execution}/authorize`,
    execution,
    payout: `${execution}/payout`,
  };
}

export function sessionLinks(providerOrigin: string, executionId: string) {
  const { authorize, execution, payout } = executionLinks(providerOrigin, executionId);
  return {
    authorize,
    execution,
    binLookup: `${providerOrigin}/v1/bin-lookup`,
    instrumentUpdate: `${providerOrigin}/v1/instruments/:instrumentId`,
    instrumentDelete: `${providerOrigin}/v1/instruments/:instrumentId`,
    payout,
  };
}

export function vaultLinks(vaultOrigin: string, providerOrigin: string, vaultId: string) {
  return {
    tokenize: `${vaultOrigin}/v1/vaults/${vaultId}/tokenize`,
    cardFrame: `${vaultOrigin}/frame/card-form.html?vault=${vaultId}`,
    collectFrame: `${vaultOrigin}/frame/collect.html?vault=${vaultId}`,
    assets: `${vaultOrigin}/assets/`,
    saveInstrument: `${providerOrigin}/v1/instruments`,
  };
}
