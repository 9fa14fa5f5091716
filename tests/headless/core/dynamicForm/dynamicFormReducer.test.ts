import { describe, expect, it } from 'vitest';
import { compileFormSchema } from '../../../../headless/core/dynamicForm/compileFormSchema';
import { dynamicFormReducer, initialDynamicFormState, type DynamicFormAction, type DynamicFormState } from '../../../../headless/core/dynamicForm/dynamicFormReducer';
import { dynamicFormData, visibleFieldViews } from '../../../../headless/core/dynamicForm/fieldViews';
import { bankAccountSchema, ibanSchema, recordingLogger } from './fixtures';

const definition = compileFormSchema(
  { ...bankAccountSchema(), properties: { ...bankAccountSchema().properties, iban: { ...ibanSchema, 'x-position': 4 } } },
  { paymentMethodCode: 'bankAccount', locale: 'en', logger: recordingLogger() },
)!;

const run = (...actions: DynamicFormAction[]) => actions.reduce(dynamicFormReducer, initialDynamicFormState);
const loaded = () => run({ type: 'schemaLoaded', definition });
const fill = (state: DynamicFormState, values: Record<string, string>) =>
  Object.entries(values).reduce((next, [name, value]) => dynamicFormReducer(next, { type: 'valueChanged', name, value }), state);
const validIndividual = { holderName: 'Ada', iban: 'DE89370400440532013000', accountType: 'checking' };

describe('dynamicFormReducer', () => {
  it('starts loading, then holds initial values, visibility and errors once the schema is loaded', () => {
    expect(initialDynamicFormState.status).toBe('loading');
    const state = loaded();
    expect(state.status).toBe('ready');
    expect(state.values).toEqual({ holderType: 'individual', holderName: '', companyNumber: '', iban: '', accountType: '' });
    expect(state.visible).toEqual(['holderType', 'holderName', 'iban', 'accountType']);
    expect(Object.keys(state.errors)).toEqual(['holderName', 'iban', 'accountType']);
    expect(state.isValid).toBe(false);
    expect(state.reportedValidity).toBe(false);
  });

  it('does not show errors before a field is left', () => {
    const state = fill(loaded(), { holderName: 'A' });
    expect(state.errors.holderName).toEqual({ rule: 'minLength', message: 'This field is too short' });
    expect(visibleFieldViews(state).find((field) => field.name === 'holderName')!.error).toBeNull();
    const blurred = dynamicFormReducer(state, { type: 'fieldBlurred', name: 'holderName' });
    expect(blurred.touched).toEqual({ holderName: true });
    expect(visibleFieldViews(blurred).find((field) => field.name === 'holderName')!.error).toBe('This field is too short');
  });

  it('updates validity with every value but reports it only on blur', () => {
    const typed = fill(loaded(), validIndividual);
    expect(typed.isValid).toBe(true);
    expect(typed.reportedValidity).toBe(false);
    const blurred = dynamicFormReducer(typed, { type: 'fieldBlurred', name: 'accountType' });
    expect(blurred.reportedValidity).toBe(true);
  });

  it('shows and requires the company field when the holder type changes, and drops it from the data again', () => {
    const individual = fill(loaded(), validIndividual);
    const company = fill(individual, { holderType: 'company' });
    expect(company.visible).toEqual(['holderType', 'holderName', 'companyNumber', 'iban', 'accountType']);
    expect(company.required).toContain('companyNumber');
    expect(company.errors.companyNumber).toEqual({ rule: 'required', message: 'This field is required' });
    expect(company.isValid).toBe(false);
    const withNumber = fill(company, { companyNumber: '12345' });
    expect(withNumber.isValid).toBe(true);
    expect(dynamicFormData(withNumber)).toEqual({ holderType: 'company', companyNumber: '12345', ...validIndividual });
    const back = fill(withNumber, { holderType: 'individual' });
    expect(back.visible).not.toContain('companyNumber');
    expect(back.values.companyNumber).toBe('12345');
    expect(dynamicFormData(back)).toEqual({ holderType: 'individual', ...validIndividual });
  });

  it('lists shown fields in position order with their kind, value, required flag and options', () => {
    const views = visibleFieldViews(fill(loaded(), { holderType: 'company' }));
    expect(views.map((view) => [view.name, view.kind, view.required])).toEqual([
      ['holderType', 'tabs', true],
      ['holderName', 'text', true],
      ['companyNumber', 'text', true],
      ['iban', 'text', true],
      ['accountType', 'dropdown', true],
    ]);
    expect(views[0]).toMatchObject({ label: 'Account holder type', value: 'company' });
    expect(views[4]!.options.map((option) => option.value)).toEqual(['checking', 'savings']);
  });

  it('touches every shown field and reports validity when validation is requested', () => {
    const state = dynamicFormReducer(fill(loaded(), { holderType: 'company' }), { type: 'validationRequested' });
    expect(state.touched).toEqual({ holderType: true, holderName: true, companyNumber: true, iban: true, accountType: true });
    expect(visibleFieldViews(state).map((view) => view.error)).toEqual([null, 'This field is required', 'This field is required', 'This field is required', 'This field is required']);
    expect(state.reportedValidity).toBe(false);
  });

  it('returns the same state for changes that change nothing', () => {
    const state = loaded();
    expect(dynamicFormReducer(state, { type: 'valueChanged', name: 'nope', value: 'x' })).toBe(state);
    expect(dynamicFormReducer(state, { type: 'valueChanged', name: 'holderType', value: 'individual' })).toBe(state);
    expect(dynamicFormReducer(state, { type: 'fieldBlurred', name: 'companyNumber' })).toBe(state);
    const blurred = dynamicFormReducer(state, { type: 'fieldBlurred', name: 'holderName' });
    expect(dynamicFormReducer(blurred, { type: 'fieldBlurred', name: 'holderName' })).toBe(blurred);
    expect(dynamicFormReducer(state, { type: 'schemaLoaded', definition })).toBe(state);
    expect(dynamicFormReducer(initialDynamicFormState, { type: 'valueChanged', name: 'holderName', value: 'x' })).toBe(initialDynamicFormState);
  });

  it('marks the form unavailable only while loading', () => {
    expect(run({ type: 'schemaUnavailable' })).toMatchObject({ status: 'unavailable', visible: [] });
    const state = loaded();
    expect(dynamicFormReducer(state, { type: 'schemaUnavailable' })).toBe(state);
  });

  it('starts valid, and reports it, when no shown field is required', () => {
    const optional = compileFormSchema({ properties: { note: { type: 'string' } } }, { paymentMethodCode: 'x', locale: 'en', logger: recordingLogger() })!;
    expect(run({ type: 'schemaLoaded', definition: optional })).toMatchObject({ isValid: true, reportedValidity: true });
  });

  it('throws on an unknown action', () => {
    expect(() => dynamicFormReducer(initialDynamicFormState, { type: 'submitted' } as never)).toThrow('Unknown dynamic form action');
  });
});
