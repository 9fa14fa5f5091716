import { describe, expect, it } from 'vitest';
import { compileFormSchema } from '../../../../headless/core/dynamicForm/compileFormSchema';
import { resolveSchemaRefs } from '../../../../headless/core/dynamicForm/resolveSchemaRefs';
import { bankAccountInstrumentDataSchema, ibanJsonSchema, IBAN_SCHEMA_PATH } from '../../../../sandbox/provider/bankAccount';
import { bankAccountSchema, fakeFetch, ibanSchema, IBAN_URL, PROVIDER, recordingLogger } from './fixtures';

const compile = (schema: unknown, logger = recordingLogger()) => compileFormSchema(schema, { paymentMethodCode: 'bankAccount', locale: 'en', logger });

describe('compileFormSchema', () => {
  it('orders fields by x-position, whatever the schema order, and picks tabs, dropdown or text', () => {
    const definition = compile({ ...bankAccountSchema(), properties: { ...bankAccountSchema().properties, iban: { ...ibanSchema, 'x-position': 4 } } })!;
    expect(definition.fields.map((field) => [field.name, field.kind])).toEqual([
      ['holderType', 'tabs'],
      ['holderName', 'text'],
      ['companyNumber', 'text'],
      ['iban', 'text'],
      ['accountType', 'dropdown'],
    ]);
    expect(definition.alwaysVisible).toEqual(['accountType', 'holderName', 'holderType', 'iban']);
  });

  it('keeps schema order for fields without a position, after the positioned ones', () => {
    const definition = compile({
      properties: { b: { type: 'string' }, a: { type: 'string' }, z: { type: 'string', 'x-position': 9 }, c: { type: 'string' } },
    })!;
    expect(definition.fields.map((field) => field.name)).toEqual(['z', 'b', 'a', 'c']);
  });

  it('renders only the bank holder type as tabs; other enumerations are dropdowns with an empty choice', () => {
    const definition = compile({
      properties: {
        bankHolderType: { enum: ['individual', 'company'] },
        accountType: { enum: ['checking', 'savings'] },
      },
    })!;
    const [tabs, dropdown] = definition.fields;
    expect(tabs).toMatchObject({ kind: 'tabs', initialValue: 'individual', placeholder: undefined });
    expect(dropdown).toMatchObject({ kind: 'dropdown', initialValue: '', placeholder: 'Select an option' });
    expect(dropdown!.options).toEqual([
      { value: 'checking', label: 'checking' },
      { value: 'savings', label: 'savings' },
    ]);
  });

  it('takes option labels from oneOf titles and the field label from the title', () => {
    const holderType = compile(bankAccountSchema())!.fields.find((field) => field.name === 'holderType')!;
    expect(holderType.label).toBe('Account holder type');
    expect(holderType.options).toEqual([
      { value: 'individual', label: 'Individual' },
      { value: 'company', label: 'Company' },
    ]);
    expect(holderType.initialValue).toBe('individual');
  });

  it('leaves out fields that are not strings or enumerations, with a warning naming each', () => {
    const logger = recordingLogger();
    const definition = compile(
      {
        properties: {
          amount: { type: 'number' },
          count: { type: 'integer' },
          consent: { type: 'boolean' },
          address: { type: 'object', properties: { city: { type: 'string' } } },
          tags: { type: 'array', items: { type: 'string' } },
          anything: {},
          nullable: { type: ['string', 'null'] },
          name: { type: 'string' },
        },
      },
      logger,
    )!;
    expect(definition.fields.map((field) => field.name)).toEqual(['name']);
    expect(logger.warnings).toHaveLength(7);
    for (const [name, type] of [
      ['amount', 'type "number"'],
      ['count', 'type "integer"'],
      ['consent', 'type "boolean"'],
      ['address', 'type "object"'],
      ['tags', 'type "array"'],
      ['anything', 'no type'],
      ['nullable', 'type ["string","null"]'],
    ]) {
      expect(logger.warnings).toContain(`Field '${name}' has ${type}; only string fields and enumerations are supported, so it is left out of the form.`);
    }
  });

  it('leaves out a field whose keywords are malformed and says which keyword', () => {
    const logger = recordingLogger();
    const definition = compile({ properties: { a: { type: 'string', minLength: -1 }, b: { enum: ['x', 2] }, c: { type: 'string' } } }, logger)!;
    expect(definition.fields.map((field) => field.name)).toEqual(['c']);
    expect(logger.warnings[0]).toMatch(/^Field 'a' is left out of the form: a\.minLength must not be negative\.$/);
    expect(logger.warnings[1]).toMatch(/^Field 'b' is left out of the form: b\.enum\[1\] /);
  });

  it('keeps a field whose pattern does not compile, without the pattern, and warns', () => {
    const logger = recordingLogger();
    const field = compile({ properties: { a: { type: 'string', pattern: '([a-z' } } }, logger)!.fields[0]!;
    expect(field.constraints.pattern).toBeUndefined();
    expect(logger.warnings).toEqual(["Field 'a' has a pattern that is not a valid regular expression (([a-z); the pattern is not checked."]);
  });

  it('reads if/then/else at the root and in allOf; other conditional styles are warned about and ignored', () => {
    const logger = recordingLogger();
    const definition = compile(
      {
        properties: { kind: { enum: ['a', 'b'] } },
        allOf: [
          { if: { properties: { kind: { const: 'a' } } }, then: { properties: { x: { type: 'string' } }, required: ['x'] } },
          { if: { properties: { kind: { enum: ['b'] } } }, else: { required: ['kind'] } },
        ],
        dependencies: { kind: { oneOf: [] } },
      },
      logger,
    )!;
    expect(definition.rules).toEqual([
      { conditions: [{ field: 'kind', values: ['a'], mustBePresent: false }], then: { fields: ['x'], required: ['x'] }, else: { fields: [], required: [] } },
      { conditions: [{ field: 'kind', values: ['b'], mustBePresent: false }], then: { fields: [], required: [] }, else: { fields: [], required: ['kind'] } },
    ]);
    expect(logger.warnings).toEqual(["Schema keyword 'dependencies' is not supported; write conditional fields with if/then/else. It is ignored."]);
  });

  it('ignores a condition that tests anything but const or enum', () => {
    const logger = recordingLogger();
    const definition = compile({ properties: { a: { type: 'string' } }, if: { properties: { a: { pattern: 'x' } } }, then: { required: ['a'] } }, logger)!;
    expect(definition.rules).toEqual([]);
    expect(logger.warnings).toEqual(['Conditional schema is ignored: its if may only test fields with const or enum.']);
  });

  it('logs an error and gives null for a schema without properties', () => {
    const logger = recordingLogger();
    expect(compile({ type: 'object' }, logger)).toBeNull();
    expect(compile('not a schema', logger)).toBeNull();
    expect(compile({ type: 'array', properties: {} }, logger)).toBeNull();
    expect(logger.errors).toHaveLength(3);
    expect(logger.errors[0]).toMatch(/^Form schema of payment method bankAccount cannot be used: schema\.properties /);
  });

  it("understands the sandbox provider's bank account schema", async () => {
    const logger = recordingLogger();
    const fetch = fakeFetch({ [`${PROVIDER}${IBAN_SCHEMA_PATH}`]: ibanJsonSchema(PROVIDER) });
    const resolved = await resolveSchemaRefs(bankAccountInstrumentDataSchema(PROVIDER), { fetch, logger });
    const definition = compile(resolved, logger)!;
    expect(logger.warnings).toEqual([]);
    expect(definition.fields.map((field) => [field.name, field.kind])).toEqual([
      ['holderType', 'tabs'],
      ['holderName', 'text'],
      ['companyRegistrationNumber', 'text'],
      ['iban', 'text'],
      ['accountType', 'dropdown'],
    ]);
    expect(definition.fields.find((field) => field.name === 'iban')!.constraints.pattern?.test('DE89370400440532013000')).toBe(true);
    expect(IBAN_URL).toBe(`${PROVIDER}${IBAN_SCHEMA_PATH}`);
  });
});
