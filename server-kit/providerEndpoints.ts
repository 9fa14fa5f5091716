import { readOrigin, readPort } from './config';

/**
 * Where the payment provider and its card vault listen. The sandbox serves them and the product
 * API calls them, so both read the same variables with the same defaults.
 */
export const DEFAULT_PROVIDER_PORT = 4000;
export const DEFAULT_VAULT_PORT = 4100;

/** The TEST environment's merchant key: public, like any test key; production sets its own. */
export const TEST_MERCHANT_SECRET_KEY = 'sk_test_sandbox';

export function providerPort(): number {
  return readPort('PROVIDER_PORT', DEFAULT_PROVIDER_PORT);
}

export function vaultPort(): number {
  return readPort('VAULT_PORT', DEFAULT_VAULT_PORT);
}

export function providerOrigin(): string {
  return readOrigin('PROVIDER_ORIGIN', `http://localhost:${providerPort()}`);
}

/** On another host name than the provider on purpose: the card frame must be cross-site from every page. */
export function vaultOrigin(): string {
  return readOrigin('VAULT_ORIGIN', `http://127.0.0.1:${vaultPort()}`);
}
