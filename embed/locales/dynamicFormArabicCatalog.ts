import type { DynamicFormCatalog } from '../../headless/core/dynamicForm/messages';
import { ar } from './arabicCatalog';

/**
 * The dynamic form's Arabic texts in the script tag: the same object as the kit's Arabic catalog,
 * which `payment-client.ar.js` fills, so the form-method script carries English only.
 */
export const dynamicFormAr = ar as unknown as DynamicFormCatalog;
