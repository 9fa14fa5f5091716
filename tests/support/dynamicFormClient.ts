import { vi } from 'vitest';
import type { Locale } from '../../headless/core/i18n/translate';
import type { DynamicFormClient } from '../../headless/react/useDynamicForm';
import { bankAccountSchema } from '../headless/core/dynamicForm/fixtures';
import { testSession } from './session';

/** A client whose session offers the bank-account form with `schema`; `log` records what the form reports. */
export function fakeDynamicFormClient(schema: unknown = bankAccountSchema(), locale: Locale = 'en') {
  const paymentMethods = [{ paymentMethodCode: 'bankAccount', clientConfig: { flow: 'form', ...(schema ? { instrumentDataSchema: schema } : {}) } }];
  return { session: testSession({ paymentMethods }), locale, log: vi.fn<DynamicFormClient['log']>() };
}
