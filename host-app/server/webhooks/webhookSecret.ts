import { createHmac, hkdfSync } from 'node:crypto';

/**
 * TEST only: a webhook secret derived from the signing secret, so it is the same on every
 * restart and every process without a setting of its own (production configures its own).
 */
export function testWebhookSecret(signingSecret: string): string {
  return `whsec_${Buffer.from(hkdfSync('sha256', signingSecret, 'product-api', 'provider-webhook-secret', 32)).toString('base64url')}`;
}

/**
 * Names a secret without revealing it, so the product can tell whether the endpoint it
 * registered was registered with the secret configured now.
 */
export function webhookSecretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('provider-webhook-endpoint').digest('base64url');
}
