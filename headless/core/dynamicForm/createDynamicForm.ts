import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';
import { LOCALES } from '../i18n/locales';
import type { Locale } from '../i18n/translate';
import { createStore, type Store } from '../store/createStore';
import { callback } from '../validation/callback';
import { httpUrl } from '../validation/httpUrl';
import { nonEmpty } from '../validation/nonEmpty';
import { compileFormSchema } from './compileFormSchema';
import { formSchemaNotFound } from './constants';
import { dynamicFormReducer, initialDynamicFormState, type DynamicFormAction, type DynamicFormState, type DynamicFormStatus } from './dynamicFormReducer';
import { dynamicFormData } from './fieldViews';
import type { DynamicFormTexts } from './fieldTexts';
import type { DynamicFormLogger } from './logger';
import { resolveSchemaRefs, type SchemaFetch } from './resolveSchemaRefs';
import { recordOf } from '../validation/recordOf';
import { oneOf } from '../validation/oneOf';
import { thrownMessage } from '../errors/thrownMessage';

export interface ValidityChangeEvent {
  paymentMethodCode: string;
  isValid: boolean;
}

export interface DynamicFormOptionsInput {
  paymentMethodCode: string;
  /** The method's `clientConfig.instrumentDataSchema`; when absent the form is unavailable and it is logged. */
  schema?: unknown;
  /** Where the schema came from, so relative `$ref`s resolve. */
  schemaUrl?: string;
  locale?: Locale;
  texts?: DynamicFormTexts;
  /** Fetches remote `$ref` schemas; `globalThis.fetch` by default. */
  fetch?: SchemaFetch;
  /** Warnings about the schema and the logged errors of PC-DYNFORM-8; the console by default. */
  logger?: DynamicFormLogger;
  /** Fires when a blur (or `validate()`) changes the form's validity (PC-DYNFORM-5). */
  onValidityChange?: (event: ValidityChangeEvent) => void;
}

const isLogger = (value: unknown): value is DynamicFormLogger =>
  typeof value === 'object' && value !== null && typeof (value as DynamicFormLogger).warn === 'function' && typeof (value as DynamicFormLogger).error === 'function';

const optionsSchema = z.object({
  paymentMethodCode: nonEmpty(),
  schema: z.optional(z.unknown()),
  schemaUrl: z.optional(httpUrl()),
  locale: z.optional(oneOf(LOCALES)),
  texts: z.optional(recordOf(z.string())),
  fetch: z.optional(callback()),
  logger: z.optional(z.custom<DynamicFormLogger>(isLogger, 'must have warn and error functions')),
  onValidityChange: z.optional(callback()),
});

export interface DynamicForm {
  readonly paymentMethodCode: string;
  readonly locale: Locale;
  readonly store: Store<DynamicFormState>;
  /** Resolves remote `$ref`s and compiles the schema; aborting leaves the form loading. */
  load(signal?: AbortSignal): Promise<DynamicFormStatus>;
  dispatch(action: DynamicFormAction): void;
  setValue(name: string, value: string): void;
  blur(name: string): void;
  /** Shows every shown field's error and reports validity; true when the form may be sent. */
  validate(): boolean;
  /** The instrument data to send: shown fields with a value, by property name. */
  getData(): Record<string, string>;
}

const consoleLogger: DynamicFormLogger = {
  warn: (message) => console.warn(`[PaymentClient] ${message}`),
  error: (message) => console.error(`[PaymentClient] ${message}`),
};

export type CreateDynamicForm = (input: DynamicFormOptionsInput) => DynamicForm;

/**
 * The dynamic form of a payment method that carries a form schema (PC-DYNFORM-1 to PC-DYNFORM-5): a store
 * over `dynamicFormReducer`, the schema loading, and the validity event.
 */
export function createDynamicForm(input: DynamicFormOptionsInput): DynamicForm {
  const parsed = optionsSchema.safeParse(input);
  if (!parsed.success) throw configurationError('dynamicFormOptions', parsed.error.issues);
  const { paymentMethodCode, schema, schemaUrl, locale = 'en', texts } = input;
  const logger = input.logger ?? consoleLogger;
  const fetchSchema: SchemaFetch = input.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const store = createStore(initialDynamicFormState);

  const dispatch = (action: DynamicFormAction) => {
    const previous = store.getState();
    const next = dynamicFormReducer(previous, action);
    store.setState(next);
    if (action.type === 'schemaLoaded' || next.reportedValidity === previous.reportedValidity) return;
    try {
      input.onValidityChange?.({ paymentMethodCode, isValid: next.reportedValidity });
    } catch (error) {
      logger.error(`The onValidityChange callback failed: ${thrownMessage(error)}`);
    }
  };

  return {
    paymentMethodCode,
    locale,
    store,
    async load(signal) {
      if (store.getState().status !== 'loading') return store.getState().status;
      if (schema === undefined || schema === null) {
        logger.error(formSchemaNotFound(paymentMethodCode));
        dispatch({ type: 'schemaUnavailable' });
        return store.getState().status;
      }
      const resolved = await resolveSchemaRefs(schema, { fetch: fetchSchema, logger, ...(signal ? { signal } : {}), ...(schemaUrl ? { baseUrl: schemaUrl } : {}) });
      if (signal?.aborted) return store.getState().status;
      const definition = compileFormSchema(resolved, { paymentMethodCode, locale, ...(texts ? { texts } : {}), logger });
      dispatch(definition ? { type: 'schemaLoaded', definition } : { type: 'schemaUnavailable' });
      return store.getState().status;
    },
    dispatch,
    setValue: (name, value) => dispatch({ type: 'valueChanged', name, value }),
    blur: (name) => dispatch({ type: 'fieldBlurred', name }),
    validate() {
      dispatch({ type: 'validationRequested' });
      return store.getState().isValid;
    },
    getData: () => dynamicFormData(store.getState()),
  };
}
