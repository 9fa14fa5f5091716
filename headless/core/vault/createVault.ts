import type { PaymentClient } from '../client/createPaymentClient';
import { createCollectFramePort } from '../collect/collectFrameHost';
import { createVaultClient, type VaultClient } from './vaultClient';

/**
 * A vault client for the session's vault: its collect containers mount the session's collect
 * frame and store with the client's vault token, in the client's environment. A helper rather
 * than a method, so code that never collects does not carry the containers.
 */
export function createVault(client: PaymentClient): VaultClient {
  const { vaultId, vaultUrl, links } = client.session.vaultConfiguration;
  const port = createCollectFramePort({
    frameLink: links.collectFrame,
    title: client.translate('cardForm.frameTitle'),
    locale: client.locale,
    onDrop: (reason) => client.log('DEBUG', `dropped a collect frame message (${reason})`),
  });
  return createVaultClient(
    {
      vaultId,
      vaultUrl,
      env: client.options.environment,
      logLevel: client.options.logLevel,
      warn: (message) => client.log('WARN', message),
      getBearerToken: () => client.vaultToken.get(),
    },
    port,
  );
}
