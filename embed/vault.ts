import { CLIENT_VERSION } from '../headless/core/api/constants';
import { createPaymentClient } from '../headless/core/client/createPaymentClient';
import { createVault } from '../headless/core/vault/createVault';
import type { VaultClient } from '../headless/core/vault/vaultClient';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { ar } from '../headless/core/i18n/ar';
import { addCatalog } from '../headless/core/i18n/translate';

/**
 * The collect-container script, `window.PaymentClientVault`: a script of its own, so the main
 * script tag (everything a drop-in needs) does not carry containers few merchants use.
 */
export const version = CLIENT_VERSION;
export { PaymentClientError };

export function init(initResponse: unknown, options?: unknown): VaultClient {
  const client = createPaymentClient(initResponse, options);
  // This script stands alone, beside or without the main script: it brings the kit's Arabic texts its frames' titles use.
  if (client.locale === 'ar') addCatalog('ar', ar);
  return createVault(client);
}
