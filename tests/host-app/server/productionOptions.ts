import type { ProductContextOptions } from '../../../host-app/server/createProductContext';

/** What a production context needs besides the helper's signing secret: its own provider key, webhook secret and origins. */
export const PRODUCTION_OPTIONS = {
  env: 'production',
  providerSecretKey: 'sk_live_product_tests',
  webhookSecret: 'whsec_production-webhook-secret-for-tests',
  providerOrigin: 'https://provider.example.com',
  hostAppOrigin: 'https://video.example.com',
} as const satisfies Partial<ProductContextOptions>;
