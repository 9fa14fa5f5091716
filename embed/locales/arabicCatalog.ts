import type { MessageCatalog } from '../../headless/core/i18n/en';

/**
 * The script tag's Arabic catalog: empty until `payment-client.ar.js` fills it, so the
 * drop-in bundle carries English only and Arabic shoppers fetch their texts once.
 */
export const ar = {} as MessageCatalog;
