import { arabicCatalog } from '../../headless/core/i18n/arabicCatalog';
import { registerExtension } from '../extensions/registerExtension';

/** `payment-client.ar.js`: hands the Arabic texts (the kit's, the drop-in's and the dynamic form's) to the script-tag bundle that loads it. */
registerExtension('ar', arabicCatalog);
