import type { FieldDefinition, StringConstraints } from './formDefinition';
import type { ValidationRule } from './messages';

/** A failed rule and the message the shopper sees for it. */
export interface FieldError {
  rule: ValidationRule;
  message: string;
}

export const isEmptyValue = (value: string) => value.trim() === '';

/** JSON Schema counts lengths in code points, so an emoji or a letter outside the BMP is one. */
const lengthOf = (value: string) => Array.from(value).length;

function failedConstraint(constraints: StringConstraints, value: string): Exclude<ValidationRule, 'required' | 'oneOf'> | null {
  if (constraints.minLength !== undefined && lengthOf(value) < constraints.minLength) return 'minLength';
  if (constraints.maxLength !== undefined && lengthOf(value) > constraints.maxLength) return 'maxLength';
  if (constraints.pattern && !constraints.pattern.test(value)) return 'pattern';
  if (constraints.enum && !constraints.enum.includes(value)) return 'enum';
  return null;
}

/**
 * The first rule a value breaks (PC-DYNFORM-6), or null. An empty value only fails when the field
 * is required; `oneOf` needs exactly one alternative to match.
 */
export function validateFieldValue(field: FieldDefinition, value: string, required: boolean): FieldError | null {
  const fail = (rule: ValidationRule): FieldError => ({ rule, message: field.messages[rule] });
  if (isEmptyValue(value)) return required ? fail('required') : null;
  const rule = failedConstraint(field.constraints, value);
  if (rule) return fail(rule);
  const { oneOf } = field.constraints;
  if (oneOf && oneOf.filter((alternative) => failedConstraint(alternative, value) === null).length !== 1) return fail('oneOf');
  return null;
}
