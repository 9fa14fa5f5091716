import { beforeAll, describe, expect, it } from 'vitest';
import { compileFormSchema } from '../../../../headless/core/dynamicForm/compileFormSchema';
import { fieldTextKey, type DynamicFormTexts } from '../../../../headless/core/dynamicForm/fieldTexts';
import type { FieldDefinition } from '../../../../headless/core/dynamicForm/formDefinition';
import { dynamicFormAr, dynamicFormEn } from '../../../../headless/core/dynamicForm/messages';
import { validateFieldValue } from '../../../../headless/core/dynamicForm/validateFieldValue';
import { arabicCatalog } from '../../../../headless/core/i18n/arabicCatalog';
import { addCatalog, type Locale } from '../../../../headless/core/i18n/translate';
import { recordingLogger } from './fixtures';

function field(schema: Record<string, unknown>, options: { locale?: Locale; texts?: DynamicFormTexts; root?: Record<string, unknown> } = {}): FieldDefinition {
  const definition = compileFormSchema(
    { properties: { name: schema }, ...options.root },
    { paymentMethodCode: 'bankAccount', locale: options.locale ?? 'en', texts: options.texts ?? {}, logger: recordingLogger() },
  );
  return definition!.fields[0]!;
}

const text = { type: 'string', minLength: 3, maxLength: 5, pattern: '^[a-z]+$' };

// The Arabic texts are the entry's to add (the npm package's hooks, the script tag's Arabic script).
beforeAll(() => addCatalog('ar', arabicCatalog));

describe('dynamic form messages (PC-DYNFORM-6)', () => {
  it('uses the exact texts of the spec for each rule', () => {
    const name = field(text);
    expect(validateFieldValue(name, '', true)).toEqual({ rule: 'required', message: 'This field is required' });
    expect(validateFieldValue(name, 'ab', true)).toEqual({ rule: 'minLength', message: 'This field is too short' });
    expect(validateFieldValue(name, 'abcdef', true)).toEqual({ rule: 'maxLength', message: 'This field is too long' });
    expect(validateFieldValue(name, 'ABC', true)).toEqual({ rule: 'pattern', message: 'This field is invalid' });
    expect(validateFieldValue(name, 'abcd', true)).toBeNull();
  });

  it('gives "This field is invalid" for a value outside oneOf or enum', () => {
    const oneOf = field({ type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b' }] });
    expect(validateFieldValue(oneOf, 'c', true)).toEqual({ rule: 'oneOf', message: 'This field is invalid' });
    expect(validateFieldValue(oneOf, 'b', true)).toBeNull();
    const enumerated = field({ enum: ['a', 'b'] });
    expect(validateFieldValue(enumerated, 'c', true)).toEqual({ rule: 'enum', message: 'This field is invalid' });
  });

  it('checks a text field against oneOf alternatives, needing exactly one to match', () => {
    const reference = field({ type: 'string', oneOf: [{ pattern: '^[0-9]{8}$' }, { pattern: '^[A-Z]{2}[0-9]+$', maxLength: 6 }] });
    expect(reference.kind).toBe('text');
    expect(validateFieldValue(reference, '12345678', true)).toBeNull();
    expect(validateFieldValue(reference, 'AB1234', true)).toBeNull();
    expect(validateFieldValue(reference, 'AB12345', true)).toEqual({ rule: 'oneOf', message: 'This field is invalid' });
    const ambiguous = field({ type: 'string', oneOf: [{ minLength: 1 }, { maxLength: 9 }] });
    expect(validateFieldValue(ambiguous, 'abc', true)).toEqual({ rule: 'oneOf', message: 'This field is invalid' });
  });

  it('lets an optional field stay empty, and counts whitespace as empty', () => {
    const name = field(text);
    expect(validateFieldValue(name, '', false)).toBeNull();
    expect(validateFieldValue(name, '   ', true)).toEqual({ rule: 'required', message: 'This field is required' });
  });

  it('counts length in characters, not UTF-16 units', () => {
    const name = field({ type: 'string', minLength: 2, maxLength: 2 });
    expect(validateFieldValue(name, '𝒜𝒝', true)).toBeNull();
    expect(validateFieldValue(name, '𝒜', true)?.rule).toBe('minLength');
  });

  it('uses the Arabic catalog for the ar locale', () => {
    const name = field(text, { locale: 'ar' });
    expect(validateFieldValue(name, '', true)?.message).toBe(dynamicFormAr['dynamicForm.error.required']);
    expect(validateFieldValue(name, 'ab', true)?.message).toBe('هذا الحقل قصير جدًا');
    expect(Object.keys(dynamicFormAr).sort()).toEqual(Object.keys(dynamicFormEn).sort());
  });

  it("uses the schema's errorMessage per rule, with _ for the other value rules", () => {
    const name = field({ ...text, errorMessage: { minLength: 'At least 3 letters', _: 'Letters only', required: 'Enter a name' } });
    expect(validateFieldValue(name, 'ab', true)?.message).toBe('At least 3 letters');
    expect(validateFieldValue(name, 'ABC', true)?.message).toBe('Letters only');
    expect(validateFieldValue(name, 'abcdef', true)?.message).toBe('Letters only');
    expect(validateFieldValue(name, '', true)?.message).toBe('Enter a name');
  });

  it("applies a string errorMessage to the value rules, and the root's errorMessage.required to required", () => {
    const name = field({ ...text, errorMessage: 'Use 3 to 5 small letters' }, { root: { errorMessage: { required: { name: 'Your name, please' } } } });
    expect(validateFieldValue(name, 'ab', true)?.message).toBe('Use 3 to 5 small letters');
    expect(validateFieldValue(name, 'ABC', true)?.message).toBe('Use 3 to 5 small letters');
    expect(validateFieldValue(name, '', true)?.message).toBe('Your name, please');
  });

  it('lets merchant texts override: per field first, then the schema, then per rule, then the catalog', () => {
    const texts = {
      'dynamicForm.error.required': 'Required!',
      'dynamicForm.error.invalid': 'Not valid!',
      [fieldTextKey.error('name', 'minLength')]: 'Name is too short',
    };
    const name = field({ ...text, errorMessage: { pattern: 'Schema says letters', minLength: 'Schema says short' } }, { texts, locale: 'ar' });
    expect(validateFieldValue(name, 'ab', true)?.message).toBe('Name is too short');
    expect(validateFieldValue(name, 'ABC', true)?.message).toBe('Schema says letters');
    expect(validateFieldValue(name, '', true)?.message).toBe('Required!');
    expect(validateFieldValue(name, 'abcdef', true)?.message).toBe('هذا الحقل طويل جدًا');
  });

  it('lets merchant texts rename a field, its options, its description and the dropdown choice', () => {
    const texts = {
      [fieldTextKey.label('name')]: 'Type de compte',
      [fieldTextKey.description('name')]: 'Choisissez',
      [fieldTextKey.option('name', 'checking')]: 'Courant',
      'dynamicForm.placeholder.select': 'Choisir…',
    };
    const accountType = field({ title: 'Account type', description: 'Pick one', enum: ['checking', 'savings'] }, { texts });
    expect(accountType).toMatchObject({ label: 'Type de compte', description: 'Choisissez', placeholder: 'Choisir…' });
    expect(accountType.options).toEqual([
      { value: 'checking', label: 'Courant' },
      { value: 'savings', label: 'savings' },
    ]);
  });
});
