import { ar } from '../../headless/core/i18n/ar';
import { dropInAr } from '../../headless/core/i18n/dropInAr';
import { registerExtension } from '../extensions/registerExtension';

/** `payment-client.ar.js`: hands the Arabic texts (the kit's and the drop-in's) to the script-tag bundle that loads it. */
registerExtension('ar', { ...ar, ...dropInAr });
