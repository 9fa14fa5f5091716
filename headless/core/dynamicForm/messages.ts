import type { Locale } from '../i18n/translate';
import { dynamicFormAr } from './dynamicFormAr';

/**
 * The dynamic form's texts in English and Arabic (PC-DYNFORM-6). Keys share the
 * `dynamicForm.` prefix so the SDK catalog can merge them as they are.
 */
export const dynamicFormEn = {
  'dynamicForm.error.required': 'This field is required',
  'dynamicForm.error.tooShort': 'This field is too short',
  'dynamicForm.error.tooLong': 'This field is too long',
  'dynamicForm.error.invalid': 'This field is invalid',
  'dynamicForm.placeholder.select': 'Select an option',
} as const;

export type DynamicFormMessageKey = keyof typeof dynamicFormEn;
export type DynamicFormCatalog = Record<DynamicFormMessageKey, string>;

export { dynamicFormAr };

/** Both locales side by side, for stories and tests; the form reads Arabic from the catalogs the entry adds (i18n/translate.ts). */
export const DYNAMIC_FORM_CATALOGS: Readonly<Record<Locale, DynamicFormCatalog>> = { en: dynamicFormEn, ar: dynamicFormAr };

/** The schema keywords a value is checked against, in the order they are checked. */
export const VALIDATION_RULES = ['required', 'minLength', 'maxLength', 'pattern', 'enum', 'oneOf'] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

/** PC-DYNFORM-6: pattern, oneOf (and a value outside an enum) share 'This field is invalid'. */
export const RULE_MESSAGE_KEYS: Readonly<Record<ValidationRule, DynamicFormMessageKey>> = {
  required: 'dynamicForm.error.required',
  minLength: 'dynamicForm.error.tooShort',
  maxLength: 'dynamicForm.error.tooLong',
  pattern: 'dynamicForm.error.invalid',
  enum: 'dynamicForm.error.invalid',
  oneOf: 'dynamicForm.error.invalid',
};
