import { CLIENT_VERSION } from '../headless/core/api/constants';
import { createPaymentClient } from '../headless/core/client/createPaymentClient';
import { createVault } from '../headless/core/collect/createVault';
import type { VaultClient } from '../headless/core/collect/vaultClient';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';

/**
 * The collect-container add-on, `window.PaymentClientVault`: its own script, so the main
 * script tag (everything a drop-in needs) does not carry containers few merchants use.
 */
export const version = CLIENT_VERSION;
export { PaymentClientError };

export function init(initResponse: unknown, options?: unknown): VaultClient {
  return createVault(createPaymentClient(initResponse, options));
}
