import { describe, expect, it, vi } from 'vitest';
import { createDynamicForm, type DynamicFormOptionsInput } from '../../../../headless/core/dynamicForm/createDynamicForm';
import { instrumentDataSchemaOf } from '../../../../headless/core/dynamicForm/instrumentDataSchemaOf';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { testSession } from '../../../support/session';
import { bankAccountSchema, fakeFetch, ibanSchema, IBAN_URL, recordingLogger } from './fixtures';

function setup(overrides: Partial<DynamicFormOptionsInput> = {}) {
  const logger = recordingLogger();
  const fetch = fakeFetch({ [IBAN_URL]: ibanSchema });
  const onValidityChange = vi.fn();
  const form = createDynamicForm({ paymentMethodCode: 'bankAccount', schema: bankAccountSchema(), fetch, logger, onValidityChange, ...overrides });
  return { form, logger, fetch, onValidityChange };
}

const fillValid = (form: ReturnType<typeof setup>['form']) => {
  form.setValue('holderName', 'Ada');
  form.setValue('iban', 'DE89370400440532013000');
  form.setValue('accountType', 'savings');
};

describe('createDynamicForm', () => {
  it('logs "Form schema not found for payment method ..." when the method has no schema', async () => {
    const { form, logger, fetch } = setup({ schema: undefined });
    expect(await form.load()).toBe('unavailable');
    expect(logger.errors).toEqual(['Form schema not found for payment method bankAccount']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the schema with its remote IBAN field through the injected fetch', async () => {
    const { form, fetch, logger } = setup();
    expect(form.store.getState().status).toBe('loading');
    expect(await form.load()).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(form.store.getState().visible).toEqual(['holderType', 'holderName', 'iban', 'accountType']);
    expect(form.store.getState().definition.fields.find((field) => field.name === 'iban')!.label).toBe('IBAN');
    expect(logger.warnings).toEqual([]);
  });

  it('shows the form without the remote field when its schema fails, and warns', async () => {
    const { form, logger } = setup({ fetch: fakeFetch({}) });
    expect(await form.load()).toBe('ready');
    expect(form.store.getState().visible).toEqual(['holderType', 'holderName', 'accountType']);
    expect(logger.warnings).toEqual([`The schema $ref '${IBAN_URL}' at properties.iban could not be resolved: the server answered HTTP 404. It is left out of the form.`]);
    expect(logger.errors).toEqual([]);
  });

  it('fires the validity event on blur only, and only when validity changed', async () => {
    const { form, onValidityChange } = setup();
    await form.load();
    fillValid(form);
    expect(form.store.getState().isValid).toBe(true);
    expect(onValidityChange).not.toHaveBeenCalled();
    form.blur('accountType');
    expect(onValidityChange).toHaveBeenCalledExactlyOnceWith({ paymentMethodCode: 'bankAccount', isValid: true });
    form.blur('holderName');
    expect(onValidityChange).toHaveBeenCalledTimes(1);
    form.setValue('holderType', 'company');
    expect(onValidityChange).toHaveBeenCalledTimes(1);
    form.blur('holderType');
    expect(onValidityChange).toHaveBeenLastCalledWith({ paymentMethodCode: 'bankAccount', isValid: false });
    expect(onValidityChange).toHaveBeenCalledTimes(2);
  });

  it('validates the whole form on request and hands out only the shown values', async () => {
    const { form, onValidityChange } = setup();
    await form.load();
    form.setValue('holderType', 'company');
    form.setValue('companyNumber', '42');
    form.setValue('holderType', 'individual');
    expect(form.validate()).toBe(false);
    expect(Object.keys(form.store.getState().touched)).toEqual(['holderType', 'holderName', 'iban', 'accountType']);
    fillValid(form);
    expect(form.validate()).toBe(true);
    expect(onValidityChange).toHaveBeenCalledExactlyOnceWith({ paymentMethodCode: 'bankAccount', isValid: true });
    expect(form.getData()).toEqual({ holderType: 'individual', holderName: 'Ada', iban: 'DE89370400440532013000', accountType: 'savings' });
  });

  it('logs a failing validity callback instead of breaking the form', async () => {
    const { form, logger } = setup({
      onValidityChange: () => {
        throw new Error('merchant bug');
      },
    });
    await form.load();
    fillValid(form);
    form.blur('iban');
    expect(form.store.getState().reportedValidity).toBe(true);
    expect(logger.errors).toEqual(['The onValidityChange callback failed: merchant bug']);
  });

  it('leaves the form loading, quietly, when the load is aborted', async () => {
    const { form, logger } = setup();
    const loading = new AbortController();
    const done = form.load(loading.signal);
    loading.abort();
    expect(await done).toBe('loading');
    expect(logger.warnings).toEqual([]);
    expect(await form.load()).toBe('ready');
  });

  it('logs an error and is unavailable when the schema has no properties', async () => {
    const { form, logger } = setup({ schema: { type: 'object' } });
    expect(await form.load()).toBe('unavailable');
    expect(logger.errors[0]).toMatch(/^Form schema of payment method bankAccount cannot be used/);
  });

  it('throws a configuration error naming the bad option', () => {
    expect(() => createDynamicForm({ paymentMethodCode: '' })).toThrow(PaymentClientError);
    expect(() => createDynamicForm({ paymentMethodCode: '' })).toThrow('dynamicFormOptions.paymentMethodCode must not be empty');
    expect(() => createDynamicForm({ paymentMethodCode: 'x', logger: { warn: () => {} } as never })).toThrow('dynamicFormOptions.logger must have warn and error functions');
    expect(() => createDynamicForm({ paymentMethodCode: 'x', locale: 'fr' as never })).toThrow('dynamicFormOptions.locale');
  });

  it("finds a method's schema in the session", () => {
    const paymentMethods = [
      { paymentMethodCode: 'card', clientConfig: { flow: 'api' } },
      { paymentMethodCode: 'bankAccount', clientConfig: { flow: 'form', instrumentDataSchema: bankAccountSchema() } },
    ];
    expect(instrumentDataSchemaOf(testSession({ paymentMethods }).paymentMethods, 'bankAccount')).toEqual(bankAccountSchema());
    expect(instrumentDataSchemaOf(paymentMethods, 'card')).toBeUndefined();
    expect(instrumentDataSchemaOf(paymentMethods, 'pix')).toBeUndefined();
  });
});
