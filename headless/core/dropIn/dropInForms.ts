import type { DropInParts } from '../checkout/lazyParts';
import type { PaymentClient } from '../client/createPaymentClient';
import { formSchemaNotFound } from '../dynamicForm/constants';
import type { DynamicForm, DynamicFormOptionsInput } from '../dynamicForm/createDynamicForm';
import type { ParsedDropInOptions } from './dropInOptions';
import { buildPaymentOptions } from './paymentOptions';

/**
 * The drop-in's form methods: each pays with what its form collects, and the form loads its schema
 * when first shown. A method meant to pay through a form without the form's schema cannot be
 * offered, and is logged (PC-DYNFORM-8).
 */
export function createDropInForms(client: PaymentClient, options: ParsedDropInOptions, parts: DropInParts): ReadonlyMap<string, DynamicForm> {
  for (const method of client.session.paymentMethods) {
    if (method.clientConfig?.flow === 'form' && method.clientConfig.instrumentDataSchema === undefined) client.log('ERROR', formSchemaNotFound(method.paymentMethodCode));
  }
  const formOptions = options.forms as Pick<DynamicFormOptionsInput, 'texts' | 'onValidityChange'> | undefined;
  return new Map(
    buildPaymentOptions(client.session, new Set())
      .filter((option) => option.kind === 'form')
      .map((option): [string, DynamicForm] => [
        option.paymentMethodCode,
        parts.createForm({
          ...formOptions,
          paymentMethodCode: option.paymentMethodCode,
          schema: option.method?.clientConfig?.instrumentDataSchema,
          locale: client.locale,
          logger: { warn: (message) => client.log('WARN', message), error: (message) => client.log('ERROR', message) },
        }),
      ]),
  );
}
