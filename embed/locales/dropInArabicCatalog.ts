import type { DropInMessageKey } from '../../headless/core/i18n/dropInMessages';
import { ar } from './arabicCatalog';

/**
 * The drop-in's Arabic texts in the script tag: the same object as the kit's Arabic catalog,
 * which `payment-client.ar.js` fills with both, so the bundle carries English only.
 */
export const dropInAr = ar as unknown as Record<DropInMessageKey, string>;
