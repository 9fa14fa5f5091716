import { describe, expect, it } from 'vitest';
import { compileFormSchema } from '../../../../headless/core/dynamicForm/compileFormSchema';
import { formLayout } from '../../../../headless/core/dynamicForm/formLayout';
import { bankAccountSchema, ibanSchema, recordingLogger } from './fixtures';

const compile = (schema: unknown) => compileFormSchema(schema, { paymentMethodCode: 'bankAccount', locale: 'en', logger: recordingLogger() })!;
const bankAccount = compile({ ...bankAccountSchema(), properties: { ...bankAccountSchema().properties, iban: { ...ibanSchema, 'x-position': 4 } } });

describe('formLayout', () => {
  it('hides the company-only field for individuals and shows it, required, for companies', () => {
    expect(formLayout(bankAccount, { holderType: 'individual' })).toEqual({
      visible: ['holderType', 'holderName', 'iban', 'accountType'],
      required: ['holderType', 'holderName', 'iban', 'accountType'],
    });
    expect(formLayout(bankAccount, { holderType: 'company' })).toEqual({
      visible: ['holderType', 'holderName', 'companyNumber', 'iban', 'accountType'],
      required: ['holderType', 'holderName', 'companyNumber', 'iban', 'accountType'],
    });
  });

  it('treats an empty controlling field as failing the condition only when the if requires it', () => {
    expect(formLayout(bankAccount, { holderType: '' }).visible).not.toContain('companyNumber');
    const lenient = compile({
      properties: { kind: { enum: ['a', 'b'] } },
      if: { properties: { kind: { const: 'a' } } },
      then: { properties: { x: { type: 'string' } } },
    });
    // JSON Schema: a property that is absent passes `properties`, so the then-branch applies.
    expect(formLayout(lenient, { kind: '' }).visible).toEqual(['kind', 'x']);
    expect(formLayout(lenient, { kind: 'b' }).visible).toEqual(['kind']);
  });

  it('makes a shown field required, or not, from the branch that holds', () => {
    const definition = compile({
      properties: { country: { enum: ['DE', 'US'] }, routing: { type: 'string' }, bic: { type: 'string' } },
      allOf: [{ if: { properties: { country: { enum: ['US'] } }, required: ['country'] }, then: { required: ['routing'] }, else: { required: ['bic'] } }],
    });
    expect(formLayout(definition, { country: 'US' }).required).toEqual(['routing']);
    expect(formLayout(definition, { country: 'DE' }).required).toEqual(['bic']);
    expect(formLayout(definition, {}).required).toEqual(['bic']);
  });

  it('lets a field shown by one condition control another, and counts it empty while hidden', () => {
    const definition = compile({
      properties: { holderType: { enum: ['individual', 'company'] } },
      allOf: [
        { if: { properties: { holderType: { const: 'company' } }, required: ['holderType'] }, then: { properties: { companyKind: { enum: ['llc', 'other'] } } } },
        { if: { properties: { companyKind: { const: 'other' } }, required: ['companyKind'] }, then: { properties: { description: { type: 'string' } }, required: ['description'] } },
      ],
    });
    expect(formLayout(definition, { holderType: 'company', companyKind: 'other' })).toEqual({
      visible: ['holderType', 'companyKind', 'description'],
      required: ['description'],
    });
    // companyKind keeps its value but is hidden, so it no longer shows the description.
    expect(formLayout(definition, { holderType: 'individual', companyKind: 'other' })).toEqual({ visible: ['holderType'], required: [] });
  });

  it('requires every listed condition to hold', () => {
    const definition = compile({
      properties: { a: { enum: ['1', '2'] }, b: { enum: ['1', '2'] } },
      if: { properties: { a: { const: '1' }, b: { const: '2' } }, required: ['a', 'b'] },
      then: { properties: { both: { type: 'string' } } },
    });
    expect(formLayout(definition, { a: '1', b: '2' }).visible).toContain('both');
    expect(formLayout(definition, { a: '1', b: '1' }).visible).not.toContain('both');
    expect(formLayout(definition, { a: '1' }).visible).not.toContain('both');
  });
});
