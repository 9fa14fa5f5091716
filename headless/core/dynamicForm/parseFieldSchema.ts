import * as z from 'zod/mini';
import { integer } from '../validation/integer';
import { nonEmptyList } from '../validation/nonEmpty';
import { issuePath } from '../errors/describeIssues';
import { BANK_HOLDER_TYPE_PROPERTIES, POSITION_KEYWORD } from './constants';
import { catalogText, fieldErrorMessages, fieldTextKey, type SchemaErrorMessages, type TextSources } from './fieldTexts';
import type { FieldDefinition, FieldOption, StringConstraints } from './formDefinition';
import type { DynamicFormLogger } from './logger';
import { VALIDATION_RULES, type ValidationRule } from './messages';
import { recordOf } from '../validation/recordOf';
import { finiteNumber } from '../validation/finiteNumber';

const count = () => z.optional(integer().check(z.refine((value) => value >= 0, 'must not be negative')));
const constraintKeywords = {
  minLength: count(),
  maxLength: count(),
  pattern: z.optional(z.string()),
  const: z.optional(z.string()),
  enum: z.optional(nonEmptyList(z.string())),
};

/** JSON Schema's `errorMessage`: one message for every keyword, or messages by keyword. */
const messagesByKeyword = recordOf(z.string());
const errorMessage = () =>
  z.custom<string | Record<string, string>>(
    (value) => typeof value === 'string' || messagesByKeyword.safeParse(value).success,
    'must be a message or messages by keyword',
  );

const alternativeSchema = z.looseObject({ ...constraintKeywords, title: z.optional(z.string()) });

/** The keywords a string or enumeration field may use; anything else is ignored. */
const fieldSchema = z.looseObject({
  ...constraintKeywords,
  type: z.optional(z.unknown()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  default: z.optional(z.string()),
  [POSITION_KEYWORD]: z.optional(finiteNumber()),
  oneOf: z.optional(nonEmptyList(alternativeSchema, 'must list at least one alternative')),
  errorMessage: z.optional(errorMessage()),
});

type Alternative = z.infer<typeof alternativeSchema>;

export interface FieldContext {
  sources: TextSources;
  logger: DynamicFormLogger;
  /** The root's `errorMessage.required.<field>`, if any. */
  requiredMessage: string | undefined;
}

function compilePattern(name: string, pattern: string | undefined, logger: DynamicFormLogger): RegExp | undefined {
  if (pattern === undefined) return undefined;
  // JSON Schema patterns are ECMA-262 with Unicode semantics; older schemas rely on the legacy syntax.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next flags
    }
  }
  logger.warn(`Field '${name}' has a pattern that is not a valid regular expression (${pattern}); the pattern is not checked.`);
  return undefined;
}

function constraintsOf(name: string, schema: Alternative, logger: DynamicFormLogger): StringConstraints {
  const constraints: StringConstraints = {};
  if (schema.minLength !== undefined) constraints.minLength = schema.minLength;
  if (schema.maxLength !== undefined) constraints.maxLength = schema.maxLength;
  const pattern = compilePattern(name, schema.pattern, logger);
  if (pattern) constraints.pattern = pattern;
  // A `const` is an enumeration of one value.
  const allowed = schema.const !== undefined ? [schema.const] : schema.enum;
  if (allowed) constraints.enum = allowed;
  return constraints;
}

function schemaErrorMessages(errorMessage: string | Record<string, string> | undefined, requiredMessage: string | undefined): SchemaErrorMessages {
  if (typeof errorMessage === 'string') return { byRule: requiredMessage ? { required: requiredMessage } : {}, fallback: errorMessage };
  const byRule: Partial<Record<ValidationRule, string>> = {};
  for (const rule of VALIDATION_RULES) {
    const message = errorMessage?.[rule];
    if (message !== undefined) byRule[rule] = message;
  }
  if (requiredMessage !== undefined) byRule.required = requiredMessage;
  return { byRule, fallback: errorMessage?._ };
}

/**
 * Compiles one property schema into a field, or warns and returns null when the field cannot
 * be shown: only string fields and enumerations are supported (PC-DYNFORM-1).
 */
export function parseFieldSchema(name: string, raw: unknown, { sources, logger, requiredMessage }: FieldContext): FieldDefinition | null {
  const parsed = fieldSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issuePath(name, issue.path)} ${issue.message}`).join('; ');
    logger.warn(`Field '${name}' is left out of the form: ${problems}.`);
    return null;
  }
  const schema = parsed.data;
  const enumerated = schema.enum !== undefined || schema.oneOf?.every((alternative) => alternative.const !== undefined) === true;
  if (schema.type !== undefined ? schema.type !== 'string' : !enumerated) {
    const type = schema.type === undefined ? 'no type' : `type ${JSON.stringify(schema.type)}`;
    logger.warn(`Field '${name}' has ${type}; only string fields and enumerations are supported, so it is left out of the form.`);
    return null;
  }

  const optionLabel = (value: string, title?: string) => sources.texts[fieldTextKey.option(name, value)] ?? title ?? value;
  const options: FieldOption[] = schema.enum
    ? schema.enum.map((value) => ({ value, label: optionLabel(value) }))
    : enumerated
      ? schema.oneOf!.map((alternative) => ({ value: alternative.const!, label: optionLabel(alternative.const!, alternative.title) }))
      : [];
  const kind = !enumerated ? 'text' : BANK_HOLDER_TYPE_PROPERTIES.includes(name) ? 'tabs' : 'dropdown';
  const oneOf = schema.oneOf?.map((alternative) => constraintsOf(name, alternative, logger));

  return {
    name,
    kind,
    label: sources.texts[fieldTextKey.label(name)] ?? schema.title ?? name,
    description: sources.texts[fieldTextKey.description(name)] ?? schema.description,
    placeholder: sources.texts[fieldTextKey.placeholder(name)] ?? (kind === 'dropdown' ? catalogText('dynamicForm.placeholder.select', sources) : undefined),
    position: schema[POSITION_KEYWORD],
    initialValue: schema.default ?? (kind === 'tabs' ? options[0]!.value : ''),
    options,
    constraints: { ...constraintsOf(name, schema, logger), ...(oneOf ? { oneOf } : {}) },
    messages: fieldErrorMessages(name, schemaErrorMessages(schema.errorMessage, requiredMessage), sources),
  };
}
