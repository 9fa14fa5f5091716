import type { DynamicFormCatalog } from './messages';

/** The dynamic form's texts in Arabic (PC-DYNFORM-6), apart so the script tag loads them with the other Arabic texts. */
export const dynamicFormAr: DynamicFormCatalog = {
  'dynamicForm.error.required': 'هذا الحقل مطلوب',
  'dynamicForm.error.tooShort': 'هذا الحقل قصير جدًا',
  'dynamicForm.error.tooLong': 'هذا الحقل طويل جدًا',
  'dynamicForm.error.invalid': 'هذا الحقل غير صالح',
  'dynamicForm.placeholder.select': 'اختر خيارًا',
};
