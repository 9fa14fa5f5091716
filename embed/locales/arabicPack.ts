import { ar } from '../../headless/core/i18n/ar';
import { registerExtension } from '../extensions/registerExtension';

/** `payment-client.ar.js`: hands the Arabic catalog to the script-tag bundle that loads it. */
registerExtension('ar', ar);
