import type { ValidationRule } from './messages';

/** How a field renders (PC-DYNFORM-2): the bank holder type as tabs, other enums as a dropdown. */
export type FieldKind = 'text' | 'dropdown' | 'tabs';

export interface FieldOption {
  value: string;
  label: string;
}

/** Checks of a string value; also the shape of each `oneOf` alternative of a text field. */
export interface StringConstraints {
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Allowed values, from `enum` or `const`. */
  enum?: readonly string[];
}

/** One field, compiled from its property schema with texts already resolved for the locale. */
export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  label: string;
  description: string | undefined;
  /** A dropdown's empty choice, or a merchant's hint for a text field. */
  placeholder: string | undefined;
  /** The `x-position`; fields without one follow the positioned ones in schema order. */
  position: number | undefined;
  /** The schema's `default`, the first tab for tabs, else empty. */
  initialValue: string;
  /** The choices of tabs and dropdowns; empty for text. */
  options: readonly FieldOption[];
  constraints: StringConstraints & { oneOf?: readonly StringConstraints[] };
  /** The message for each failed rule, after schema and merchant overrides. */
  messages: Readonly<Record<ValidationRule, string>>;
}

/**
 * A test on a controlling field, from `if.properties.<field>` (`const` or `enum`). As in JSON
 * Schema, an empty value passes unless the field is listed in `if.required`.
 */
export interface FieldCondition {
  field: string;
  /** Undefined when the condition only asks for the field to be filled in. */
  values: readonly string[] | undefined;
  mustBePresent: boolean;
}

/** The fields a branch adds to the form and the fields it makes required. */
export interface ConditionalBranch {
  fields: readonly string[];
  required: readonly string[];
}

/** One `if`/`then`/`else` of the schema (at the root or inside `allOf`). */
export interface ConditionalRule {
  conditions: readonly FieldCondition[];
  then: ConditionalBranch;
  else: ConditionalBranch;
}

export interface FormDefinition {
  /** Every field the schema can show, sorted by position. */
  fields: readonly FieldDefinition[];
  /** Fields of the root `properties`: always shown. */
  alwaysVisible: readonly string[];
  /** The root `required` list. */
  required: readonly string[];
  rules: readonly ConditionalRule[];
}

export const EMPTY_FORM_DEFINITION: FormDefinition = { fields: [], alwaysVisible: [], required: [], rules: [] };
