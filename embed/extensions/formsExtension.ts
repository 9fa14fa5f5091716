import { DropInFormOption } from '../../components/DropIn/DropInFormOption';
import dynamicFormStyles from '../../components/DynamicForm/dynamicForm.css?inline';
import { createDynamicForm } from '../../headless/core/dynamicForm/createDynamicForm';
import { injectStyles } from '../injectStyles';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.forms.js`: the dynamic form of methods that carry a form schema (a bank
 * account, say), loaded only when such an option is first shown (see ./extensionParts.ts).
 */
export const formsExtension = { createDynamicForm, DropInFormOption };
export type FormsExtension = typeof formsExtension;

injectStyles(document, dynamicFormStyles);
registerExtension('forms', formsExtension);
