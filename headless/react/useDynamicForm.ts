import { useState } from 'react';
import { createDynamicForm } from '../core/dynamicForm/createDynamicForm';
import { instrumentDataSchemaOf } from '../core/dynamicForm/instrumentDataSchemaOf';
import { addPackageCatalogs } from './packageParts';
import { useDynamicFormOf, type DynamicFormClient, type UseDynamicFormOptions, type UseDynamicFormResult } from './useDynamicFormOf';
import { useLatest } from './useLatest';

export type * from './useDynamicFormOf';

/**
 * The dynamic form of a payment method that carries a form schema: state plus prop getters that
 * components spread. Every rule lives in `headless/core/dynamicForm`.
 */
export function useDynamicForm(client: DynamicFormClient, options: UseDynamicFormOptions): UseDynamicFormResult {
  const latest = useLatest(options);
  const [form] = useState(() => {
    if (options.form) return options.form;
    addPackageCatalogs(client.locale);
    return createDynamicForm({
      paymentMethodCode: options.paymentMethodCode,
      schema: instrumentDataSchemaOf(client.session.paymentMethods, options.paymentMethodCode),
      locale: client.locale,
      ...(options.texts ? { texts: options.texts } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      logger: { warn: (message) => client.log('WARN', message), error: (message) => client.log('ERROR', message) },
      // Through a ref, so a new callback each render never rebuilds the form.
      onValidityChange: (event) => latest.current.onValidityChange?.(event),
    });
  });
  return useDynamicFormOf(client, { ...options, form });
}
