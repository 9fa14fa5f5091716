import * as z from 'zod/mini';
import { issuePath } from '../errors/describeIssues';
import type { Locale } from '../i18n/translate';
import type { DynamicFormTexts, TextSources } from './fieldTexts';
import type { ConditionalBranch, ConditionalRule, FieldCondition, FieldDefinition, FormDefinition } from './formDefinition';
import type { DynamicFormLogger } from './logger';
import { parseFieldSchema } from './parseFieldSchema';
import { recordOf } from '../validation/recordOf';
import { oneOf } from '../validation/oneOf';
import { listOf } from '../validation/listOf';

const names = () => z.optional(listOf(z.string()));
const propertyMap = () => z.optional(z.looseObject({}));

const rootSchema = z.looseObject({
  type: z.optional(oneOf(['object'])),
  properties: z.looseObject({}),
  required: names(),
  allOf: z.optional(listOf(z.unknown())),
  errorMessage: z.optional(z.unknown()),
});

/** The one conditional form supported: `if` tests controlling fields by `const` or `enum`. */
const conditionalSchema = z.looseObject({
  if: z.looseObject({
    properties: z.optional(recordOf(z.looseObject({ const: z.optional(z.string()), enum: z.optional(listOf(z.string())) }))),
    required: names(),
  }),
  then: z.optional(z.looseObject({ properties: propertyMap(), required: names() })),
  else: z.optional(z.looseObject({ properties: propertyMap(), required: names() })),
});

/** Other ways of writing conditions; warned about so a schema author knows why nothing toggles. */
const UNSUPPORTED_CONDITIONAL_KEYWORDS = ['dependencies', 'dependentSchemas', 'dependentRequired', 'oneOf', 'anyOf'];

const requiredMessagesSchema = z.looseObject({ required: z.optional(recordOf(z.string())) });

export interface CompileFormSchemaOptions {
  paymentMethodCode: string;
  locale: Locale;
  texts?: DynamicFormTexts;
  logger: DynamicFormLogger;
}

const describe = (root: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `${issuePath(root, issue.path)} ${issue.message}`).join('; ');

/**
 * Compiles an instrument data schema (with its `$ref`s already resolved) into the fields the
 * form can show and the rules that show them. Unsupported parts are warned about and left
 * out; a schema without `properties` is an error and gives null.
 */
export function compileFormSchema(schema: unknown, options: CompileFormSchemaOptions): FormDefinition | null {
  const { logger, paymentMethodCode } = options;
  const root = rootSchema.safeParse(schema);
  if (!root.success) {
    logger.error(`Form schema of payment method ${paymentMethodCode} cannot be used: ${describe('schema', root.error.issues)}.`);
    return null;
  }
  const { properties, required = [], allOf = [], errorMessage } = root.data;
  for (const keyword of UNSUPPORTED_CONDITIONAL_KEYWORDS) {
    if (keyword in root.data) logger.warn(`Schema keyword '${keyword}' is not supported; write conditional fields with if/then/else. It is ignored.`);
  }

  const sources: TextSources = { locale: options.locale, texts: options.texts ?? {} };
  const requiredMessages = requiredMessagesSchema.safeParse(errorMessage).data?.required ?? {};
  const fields = new Map<string, FieldDefinition | null>();
  const declare = (properties: Record<string, unknown>): string[] =>
    Object.entries(properties).flatMap(([name, raw]) => {
      // The first definition of a name wins; a branch may show a field another branch also shows.
      if (!fields.has(name)) fields.set(name, parseFieldSchema(name, raw, { sources, logger, requiredMessage: requiredMessages[name] }));
      return fields.get(name) ? [name] : [];
    });

  const alwaysVisible = declare(properties);
  const conditionals = [...(root.data.if !== undefined ? [{ raw: schema, path: 'schema' }] : []), ...allOf.map((raw, index) => ({ raw, path: `schema.allOf[${index}]` }))];
  const rules = conditionals.flatMap(({ raw, path }): ConditionalRule[] => {
    const parsed = conditionalSchema.safeParse(raw);
    if (!parsed.success) {
      logger.warn(`Conditional ${path} is ignored: ${describe(path, parsed.error.issues)}.`);
      return [];
    }
    const test = parsed.data.if;
    const conditions: FieldCondition[] = Object.entries(test.properties ?? {}).map(([field, check]) => ({
      field,
      values: check.const !== undefined ? [check.const] : check.enum,
      mustBePresent: test.required?.includes(field) ?? false,
    }));
    if (conditions.some((condition) => condition.values === undefined)) {
      logger.warn(`Conditional ${path} is ignored: its if may only test fields with const or enum.`);
      return [];
    }
    for (const field of test.required ?? []) {
      if (!conditions.some((condition) => condition.field === field)) conditions.push({ field, values: undefined, mustBePresent: true });
    }
    const branch = (raw: { properties?: Record<string, unknown>; required?: string[] } | undefined): ConditionalBranch => ({
      fields: declare(raw?.properties ?? {}),
      required: raw?.required ?? [],
    });
    return [{ conditions, then: branch(parsed.data.then), else: branch(parsed.data.else) }];
  });

  const order = (field: FieldDefinition) => field.position ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal positions (and unpositioned fields) keep schema order.
  const sorted = [...fields.values()]
    .filter((field): field is FieldDefinition => field !== null)
    .sort((a, b) => (order(a) === order(b) ? 0 : order(a) - order(b)));
  return { fields: sorted, alwaysVisible, required, rules };
}
