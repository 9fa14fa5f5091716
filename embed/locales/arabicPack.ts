import { ar } from '../../headless/core/i18n/ar';
import { dropInAr } from '../../headless/core/i18n/dropInAr';
import { dynamicFormAr } from '../../headless/core/dynamicForm/dynamicFormAr';
import { registerExtension } from '../extensions/registerExtension';

/** `payment-client.ar.js`: hands the Arabic texts (the kit's, the drop-in's and the dynamic form's) to the script-tag bundle that loads it. */
registerExtension('ar', { ...ar, ...dropInAr, ...dynamicFormAr });
