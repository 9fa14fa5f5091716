import { localeText, type Locale } from '../i18n/translate';
import { dynamicFormEn, RULE_MESSAGE_KEYS, VALIDATION_RULES, type DynamicFormMessageKey, type ValidationRule } from './messages';

/**
 * Merchant texts by key: the catalog keys (`dynamicForm.error.required`, ...) for every field,
 * or field keys built by `fieldTextKey` for one field.
 */
export type DynamicFormTexts = Readonly<Record<string, string>>;

export interface TextSources {
  locale: Locale;
  texts: DynamicFormTexts;
}

/** Keys of texts that belong to one field of the schema. */
export const fieldTextKey = {
  label: (field: string) => `dynamicForm.field.${field}.label`,
  description: (field: string) => `dynamicForm.field.${field}.description`,
  placeholder: (field: string) => `dynamicForm.field.${field}.placeholder`,
  option: (field: string, value: string) => `dynamicForm.field.${field}.option.${value}`,
  error: (field: string, rule: ValidationRule) => `dynamicForm.field.${field}.error.${rule}`,
};

/**
 * The schema's `errorMessage` for a field (ajv-errors style): a string replaces the messages of
 * the value rules, an object names them per rule with `_` for the rest. `required` comes from
 * the object or from the root's `errorMessage.required.<field>`.
 */
export interface SchemaErrorMessages {
  byRule: Partial<Record<ValidationRule, string>>;
  fallback: string | undefined;
}

export function catalogText(key: DynamicFormMessageKey, { locale, texts }: TextSources): string {
  return texts[key] ?? localeText(locale, key, dynamicFormEn);
}

/**
 * Most specific first: the merchant's text for this field and rule, the schema's message, the
 * merchant's text for the rule, then the catalog (PC-DYNFORM-6: schema messages and translations
 * override the defaults).
 */
export function fieldErrorMessages(field: string, schema: SchemaErrorMessages, sources: TextSources): Record<ValidationRule, string> {
  const messages = {} as Record<ValidationRule, string>;
  for (const rule of VALIDATION_RULES) {
    const fromSchema = schema.byRule[rule] ?? (rule === 'required' ? undefined : schema.fallback);
    messages[rule] = sources.texts[fieldTextKey.error(field, rule)] ?? fromSchema ?? catalogText(RULE_MESSAGE_KEYS[rule], sources);
  }
  return messages;
}
